# UI fonts: Inter (proportional) and JetBrains Mono (code), from Debian's fonts-inter
# and fonts-jetbrains-mono, subset to the characters the UI draws so the download
# stays small. The glyph ranges here must match ui/fonts.cpp (kGlyphRanges).

find_program(EVLOOP_PYTHON3 NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT EVLOOP_PYTHON3)
  find_program(EVLOOP_PYTHON3 NAMES python3 REQUIRED)
endif()

# Latin-1, general punctuation (dashes, quotes, bullet, ellipsis), arrows, a few symbols.
set(EVLOOP_FONT_UNICODES "U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030-203A,U+2190-2193,U+2212,U+2248,U+2260,U+2264-2265,U+25B2-25C0")

set(EVLOOP_FONTS_OUT "${CMAKE_BINARY_DIR}/fonts")
set(EVLOOP_FONT_FILES "")
function(evloop_font out_name source)
  set(src "${EVLOOP_FONT_DIR}/${source}")
  if(NOT EXISTS "${src}")
    message(FATAL_ERROR "font ${src} not found: run scripts/setup (fonts-inter, fonts-jetbrains-mono) "
                        "or set -DEVLOOP_FONT_DIR=")
  endif()
  set(out "${EVLOOP_FONTS_OUT}/${out_name}")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${EVLOOP_FONTS_OUT}"
    COMMAND "${EVLOOP_PYTHON3}" -m fontTools.subset "${src}" "--unicodes=${EVLOOP_FONT_UNICODES}"
            --no-hinting --desubroutinize --layout-features= --name-IDs=1,2 "--output-file=${out}"
    DEPENDS "${src}" "${CMAKE_SOURCE_DIR}/cmake/fonts.cmake"
    COMMENT "Subsetting font ${out_name}" VERBATIM)
  set(EVLOOP_FONT_FILES ${EVLOOP_FONT_FILES} "${out}" PARENT_SCOPE)
endfunction()

evloop_font(Inter-Regular.otf opentype/inter/Inter-Regular.otf)
evloop_font(Inter-SemiBold.otf opentype/inter/Inter-SemiBold.otf)
evloop_font(Inter-Italic.otf opentype/inter/Inter-Italic.otf)
evloop_font(JetBrainsMono-Regular.ttf truetype/jetbrains-mono/JetBrainsMono-Regular.ttf)
add_custom_target(evloop_fonts DEPENDS ${EVLOOP_FONT_FILES})
