# One locale's files for the web page (issue 17), run at build time:
#   cmake -DLOCALE=bn -DLESSONS=<lessons/bn> -DSITE=<site dir> -P locale_manifest.cmake
# copies the locale's lessons and messages.txt into SITE/lessons/LOCALE/ (anything else
# there is removed first: a lesson deleted from the tree leaves the site too) and writes
# SITE/lessons/LOCALE/manifest.json: every file the page fetches for that locale — those
# and its fonts in SITE/fonts/LOCALE/ — with its size, which web/locale-loader.js checks.
foreach(var LOCALE LESSONS SITE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "locale_manifest.cmake needs -D${var}=")
  endif()
endforeach()

set(out "${SITE}/lessons/${LOCALE}")
file(REMOVE_RECURSE "${out}")
file(MAKE_DIRECTORY "${out}")
file(GLOB texts "${LESSONS}/*.md" "${LESSONS}/messages.txt")
list(SORT texts)
file(COPY ${texts} DESTINATION "${out}")

set(paths "")
foreach(text IN LISTS texts)
  get_filename_component(name "${text}" NAME)
  list(APPEND paths "lessons/${LOCALE}/${name}")
endforeach()
file(GLOB fonts RELATIVE "${SITE}" "${SITE}/fonts/${LOCALE}/*.ttf" "${SITE}/fonts/${LOCALE}/*.otf")
list(SORT fonts)
list(APPEND paths ${fonts})

set(json "{\"locale\": \"${LOCALE}\", \"files\": [")
set(sep "\n  ")
foreach(path IN LISTS paths)
  file(SIZE "${SITE}/${path}" size)
  string(APPEND json "${sep}{\"path\": \"${path}\", \"size\": ${size}}")
  set(sep ",\n  ")
endforeach()
string(APPEND json "\n]}\n")
file(WRITE "${out}/manifest.json" "${json}")
