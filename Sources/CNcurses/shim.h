#ifndef PAYTERM_CNCURSES_SHIM_H
#define PAYTERM_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#endif
