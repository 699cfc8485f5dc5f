#include "pt_curses.h"

SCREEN *pt_newterm(const char *type) { return newterm(type, stdout, stdin); }
WINDOW *pt_stdscr(void) { return stdscr; }
int pt_colors(void) { return COLORS; }
int pt_color_pairs(void) { return COLOR_PAIRS; }
int pt_lines(void) { return getmaxy(stdscr); }
int pt_columns(void) { return getmaxx(stdscr); }

int pt_put_cell(WINDOW *window, int y, int x, const wchar_t *text, unsigned flags, short pair) {
    attr_t attrs = A_NORMAL;
    if (flags & PT_ATTR_BOLD) attrs |= A_BOLD;
    if (flags & PT_ATTR_DIM) attrs |= A_DIM;
    if (flags & PT_ATTR_REVERSE) attrs |= A_REVERSE;
    if (flags & PT_ATTR_UNDERLINE) attrs |= A_UNDERLINE;
    if (flags & PT_ATTR_ITALIC) attrs |= A_ITALIC;
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(window, y, x, &cell);
}

int pt_enable_mouse(void) {
    mouseinterval(0);
    return mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL) != 0 ? OK : ERR;
}

void pt_disable_mouse(void) { mousemask(0, NULL); }

int pt_read_left_click(int *y, int *x) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return 0;
    *y = event.y;
    *x = event.x;
    return 1;
}
