# Boost headers for native and Emscripten builds.
# em++ must never see -I/usr/include (it would pull glibc headers), and find_package(Boost)
# fails under the Emscripten toolchain; so for wasm we point at a directory that holds only
# a "boost" symlink.
add_library(bn_boost INTERFACE)
add_library(bn::boost ALIAS bn_boost)
if(EMSCRIPTEN)
  set(BN_BOOST_ROOT "/usr/include/boost" CACHE PATH "Directory of the Boost headers")
  set(shim "${CMAKE_BINARY_DIR}/boost-shim")
  file(MAKE_DIRECTORY "${shim}")
  if(NOT EXISTS "${shim}/boost")
    file(CREATE_LINK "${BN_BOOST_ROOT}" "${shim}/boost" SYMBOLIC)
  endif()
  target_include_directories(bn_boost SYSTEM INTERFACE "${shim}")
else()
  find_package(Boost 1.74 REQUIRED)
  target_link_libraries(bn_boost INTERFACE Boost::headers)
endif()
