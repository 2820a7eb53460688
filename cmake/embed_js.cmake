# Turns JavaScript files into a C++ source defining `const char SYMBOL[]` with their text,
# one after the other (the hosts' JavaScript halves, core/loop/js/, are compiled into the
# binary; a half kept as several files, one per module, is one script).
#   cmake -DINPUT="a.js|b.js" -DOUTPUT=file.cpp -DSYMBOL=kName -P embed_js.cmake
string(REPLACE "|" ";" inputs "${INPUT}")
set(content "")
foreach(in IN LISTS inputs)
  file(READ "${in}" part)
  string(FIND "${part}" ")EVLOOPJS\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${in} contains the raw-string delimiter )EVLOOPJS\"")
  endif()
  string(APPEND content "${part}")
endforeach()
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by cmake/embed_js.cmake. Do not edit.\nnamespace evloop::loop {\nextern const char ${SYMBOL}[];\nconst char ${SYMBOL}[] = R\"EVLOOPJS(${content})EVLOOPJS\";\n} // namespace evloop::loop\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
