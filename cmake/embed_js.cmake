# Turns a JavaScript file into a C++ source defining `const char SYMBOL[]` with its text
# (the hosts' JavaScript halves, core/loop/js/*.js, are compiled into the binary).
#   cmake -DINPUT=file.js -DOUTPUT=file.cpp -DSYMBOL=kName -P embed_js.cmake
file(READ "${INPUT}" content)
string(FIND "${content}" ")EVLOOPJS\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )EVLOOPJS\"")
endif()
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by cmake/embed_js.cmake. Do not edit.\nnamespace evloop::loop {\nextern const char ${SYMBOL}[];\nconst char ${SYMBOL}[] = R\"EVLOOPJS(${content})EVLOOPJS\";\n} // namespace evloop::loop\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
