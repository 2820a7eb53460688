# UI fonts: Inter (proportional) and JetBrains Mono (code), from Debian's fonts-inter
# and fonts-jetbrains-mono, subset to the characters the UI draws so the download
# stays small. The glyph ranges here must match ui/fonts.cpp (kGlyphRanges).

find_program(EVLOOP_PYTHON3 NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT EVLOOP_PYTHON3)
  find_program(EVLOOP_PYTHON3 NAMES python3 REQUIRED)
endif()

# Latin-1, the modifier letters Uzbek writes (ʻ U+02BB in Oʻzbekcha, ʼ U+02BC), general
# punctuation (dashes, quotes, bullet, ellipsis), arrows, a few symbols. Uzbek and
# Indonesian need nothing else: tests/ui checks every character of lessons/{en,uz,id}.
set(EVLOOP_FONT_UNICODES "U+0020-007E,U+00A0-00FF,U+02BB-02BC,U+2010-2027,U+2030-203A,U+2190-2193,U+2212,U+2248,U+2260,U+2264-2265,U+25B2-25C0")

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

# Locale fonts (issue 17): Noto Sans Bengali, Noto Sans Devanagari and Noto Sans Arabic
# (fonts-noto-core), for the bn, hi and fa lessons. Each is subset to the characters that
# locale's lessons and UI catalogue use (lessons/XX/*.md, lessons/XX/messages.txt) plus
# the UI's Latin and punctuation and the characters shaping inserts or reads (ZWNJ, ZWJ,
# direction marks, the dotted circle HarfBuzz draws under a stray vowel sign). Every
# OpenType layout feature is kept, and with it every glyph a substitution can reach
# from those characters: conjuncts and joining forms are glyphs no codepoint maps to.
# --retain-gids keeps glyph ids as in the full font (about 1 KB gzip more per font), so
# tests/text checks the subsets against hb-shape's output for the full fonts.
#
# Noto Sans Arabic rather than Noto Naskh Arabic for Persian (both rendered with hb-view):
# Naskh draws the Persian digits four, six and seven (U+06F4, 06F6, 06F7) in their Urdu
# shapes even with language fa, where the Sans has the Persian ones; the Sans's open,
# even strokes also match Inter, which draws the Latin words inside Persian sentences
# (neither Arabic face has Latin letters).
#
# The lessons must be in the tree when CMake runs (they are committed with the
# translations); a locale without a lessons folder gets no font. Not in EVLOOP_FONTS_OUT:
# that folder is preloaded with the English page, and these are fetched only when their
# language is chosen, from fonts/XX/ next to the page (the site) or the build folder.
set(EVLOOP_LOCALE_LESSONS_DIR "${CMAKE_SOURCE_DIR}/lessons" CACHE PATH "where lessons/XX/ are read for the locale font subsets")
if(EMSCRIPTEN)
  set(EVLOOP_LOCALE_FONTS_OUT "${CMAKE_BINARY_DIR}/site/fonts")
else()
  set(EVLOOP_LOCALE_FONTS_OUT "${CMAKE_BINARY_DIR}/locale-fonts")
endif()
set(EVLOOP_LOCALE_FONT_UNICODES "${EVLOOP_FONT_UNICODES},U+200C-200F,U+25CC")
set(EVLOOP_LOCALE_FONT_FILES "")
function(evloop_locale_font locale source)
  set(src "${EVLOOP_FONT_DIR}/truetype/noto/${source}")
  if(NOT EXISTS "${src}")
    message(FATAL_ERROR "font ${src} not found: run scripts/setup (fonts-noto-core) or set -DEVLOOP_FONT_DIR=")
  endif()
  file(GLOB texts CONFIGURE_DEPENDS "${EVLOOP_LOCALE_LESSONS_DIR}/${locale}/*.md" "${EVLOOP_LOCALE_LESSONS_DIR}/${locale}/messages.txt")
  if(NOT texts)
    message(STATUS "no lessons in ${EVLOOP_LOCALE_LESSONS_DIR}/${locale}: no ${locale} font")
    return()
  endif()
  set(text_args "")
  foreach(text IN LISTS texts)
    list(APPEND text_args "--text-file=${text}")
  endforeach()
  set(out "${EVLOOP_LOCALE_FONTS_OUT}/${locale}/${source}")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${EVLOOP_LOCALE_FONTS_OUT}/${locale}"
    COMMAND "${EVLOOP_PYTHON3}" -m fontTools.subset "${src}" ${text_args} "--unicodes=${EVLOOP_LOCALE_FONT_UNICODES}"
            "--layout-features=*" --retain-gids --no-hinting --name-IDs=1,2 "--output-file=${out}"
    DEPENDS "${src}" ${texts} "${CMAKE_SOURCE_DIR}/cmake/fonts.cmake"
    COMMENT "Subsetting font ${locale}/${source}" VERBATIM)
  set(EVLOOP_LOCALE_FONT_FILES ${EVLOOP_LOCALE_FONT_FILES} "${out}" PARENT_SCOPE)
endfunction()

evloop_locale_font(bn NotoSansBengali-Regular.ttf)
evloop_locale_font(bn NotoSansBengali-Bold.ttf) # **bold** in the lessons (ui/shaped_text.cpp script_face)
evloop_locale_font(hi NotoSansDevanagari-Regular.ttf)
evloop_locale_font(hi NotoSansDevanagari-Bold.ttf)
evloop_locale_font(fa NotoSansArabic-Regular.ttf)
evloop_locale_font(fa NotoSansArabic-Bold.ttf)
add_custom_target(evloop_locale_fonts ALL DEPENDS ${EVLOOP_LOCALE_FONT_FILES})
