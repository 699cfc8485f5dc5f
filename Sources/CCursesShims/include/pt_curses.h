// ncursesw helpers for CursesTerminal: globals and macros Swift cannot import, and wide-character
// cell output. The terminal restore and signal handling are in pt_terminal_restore.h.
#ifndef PT_CURSES_H
#define PT_CURSES_H
// SwiftPM drops the -D flags of ncursesw.pc, so the wide-character API must be requested here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <wchar.h>

/// Attribute bits CursesTerminal's style table uses; mapped to A_* (macros) in curses.c.
enum {
    PT_ATTR_BOLD = 1,
    PT_ATTR_DIM = 2,
    PT_ATTR_REVERSE = 4,
    PT_ATTR_UNDERLINE = 8,
    PT_ATTR_ITALIC = 16,
};

/// newterm(type, stdout, stdin): NULL when the terminal type is unknown (never exits, unlike initscr).
SCREEN *pt_newterm(const char *type);
/// The stdscr global.
WINDOW *pt_stdscr(void);
/// The COLORS and COLOR_PAIRS globals (valid after start_color).
int pt_colors(void);
int pt_color_pairs(void);
/// getmaxy/getmaxx of stdscr (macros).
int pt_lines(void);
int pt_columns(void);
/// Writes one cell: up to CCHARW_MAX wide characters (a base and its combining marks, NUL-ended)
/// with PT_ATTR_* bits and colour pair `pair`, at `y`,`x` of `window`.
int pt_put_cell(WINDOW *window, int y, int x, const wchar_t *text, unsigned flags, short pair);
/// Reports left-button presses (and clicks) without waiting to combine press and release.
int pt_enable_mouse(void);
/// Turns mouse reporting off again.
void pt_disable_mouse(void);
/// After KEY_MOUSE: 1 and the cell for a left-button press or click, 0 for other mouse events.
int pt_read_left_click(int *y, int *x);

#endif
