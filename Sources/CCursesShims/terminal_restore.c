// The terminal-restore unit: saved modes and exit sequences, the async-signal-safe restore used on
// crash and termination paths, and the signal handlers that drive it.
#include "pt_terminal_restore.h"
#include "pt_curses.h"
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

// State the signal handlers read: the modes and exit sequence are written before
// terminal_saved is set, then only read. The flags are lock-free atomics, not volatile
// sig_atomic_t: a handler may run on any thread (the process's, not the loop's), and
// sig_atomic_t only orders a handler against the thread it interrupted.
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "signal handlers need lock-free atomics");
static struct termios saved_modes;
static int saved_fd = -1;
static atomic_int terminal_saved = 0;
static char exit_sequence[256];
static size_t exit_sequence_length = 0;
static atomic_int wake_descriptor = -1;
static atomic_int termination_signal = 0;
static atomic_int resize_pending = 0;

static void append_exit(const char *text) {
    if (text == NULL || text == (const char *)-1) return;
    size_t length = strlen(text);
    if (exit_sequence_length + length >= sizeof exit_sequence) return;
    memcpy(exit_sequence + exit_sequence_length, text, length);
    exit_sequence_length += length;
}

void pt_save_terminal(int fd, const char *type) {
    if (tcgetattr(fd, &saved_modes) != 0) return;
    saved_fd = fd;
    exit_sequence_length = 0;
    // Bracketed paste and every mouse mode off, attributes reset, cursor shown.
    append_exit("\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h");
    // The terminal's own way out of the alternate screen, or xterm's when terminfo has none.
    int status = 0;
    char *rmcup = NULL;
    if (type != NULL && setupterm(type, fd, &status) == OK) {
        rmcup = tigetstr("rmcup");
        if (rmcup != NULL && rmcup != (char *)-1) append_exit(rmcup);
        char *cnorm = tigetstr("cnorm");
        if (cnorm != NULL && cnorm != (char *)-1) append_exit(cnorm);
        del_curterm(cur_term);
    }
    if (rmcup == NULL || rmcup == (char *)-1) append_exit("\033[?1049l");
    atomic_store(&terminal_saved, 1);
    // An exit() that skips close() restores too; after close() the flag is clear and this does nothing.
    static int exit_hook_installed = 0;
    if (!exit_hook_installed) exit_hook_installed = atexit(pt_emergency_restore) == 0;
}

void pt_emergency_restore(void) {
    // The exchange lets exactly one caller restore when a crash handler and exit race.
    if (!atomic_exchange(&terminal_saved, 0)) return;
    const char *p = exit_sequence;
    size_t left = exit_sequence_length;
    while (left > 0) {
        ssize_t n = write(STDOUT_FILENO, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        p += n;
        left -= (size_t)n;
    }
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSAFLUSH, &saved_modes);
}

void pt_forget_terminal(void) { atomic_store(&terminal_saved, 0); }

static void wake_loop(void) {
    int fd = atomic_load(&wake_descriptor);
    if (fd < 0) return;
    int saved_errno = errno;
    char byte = 1;
    (void)!write(fd, &byte, 1);
    errno = saved_errno;
}

static void on_termination(int signal_number) {
    atomic_store(&termination_signal, signal_number);
    wake_loop();
}

static void on_resize(int signal_number) {
    (void)signal_number;
    atomic_store(&resize_pending, 1);
    wake_loop();
}

static void on_crash(int signal_number) {
    pt_emergency_restore();
    // Default action again, then the same signal: the exit status still names the crash.
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

static const int termination_signals[] = { SIGTERM, SIGHUP, SIGINT };
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
#define PT_COUNT(a) (sizeof(a) / sizeof((a)[0]))
static struct sigaction previous_termination[PT_COUNT(termination_signals)];
static struct sigaction previous_crash[PT_COUNT(crash_signals)];
static struct sigaction previous_resize;
static int handlers_installed = 0;

static void install(int signal_number, void (*handler)(int), int flags, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    sigaction(signal_number, &action, previous);
}

int pt_install_signal_handlers(int wake_fd) {
    if (handlers_installed) return -1;
    atomic_store(&wake_descriptor, wake_fd);
    atomic_store(&termination_signal, 0);
    atomic_store(&resize_pending, 0);
    for (size_t i = 0; i < PT_COUNT(termination_signals); i++)
        install(termination_signals[i], on_termination, SA_RESTART, &previous_termination[i]);
    for (size_t i = 0; i < PT_COUNT(crash_signals); i++)
        install(crash_signals[i], on_crash, SA_RESETHAND | SA_NODEFER, &previous_crash[i]);
    install(SIGWINCH, on_resize, SA_RESTART, &previous_resize);
    signal(SIGPIPE, SIG_IGN);
    // A parent may have started us with these blocked (a thread of a process launcher, say);
    // a blocked SIGWINCH or SIGTERM would never reach the handlers above.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (size_t i = 0; i < PT_COUNT(termination_signals); i++) sigaddset(&wanted, termination_signals[i]);
    for (size_t i = 0; i < PT_COUNT(crash_signals); i++) sigaddset(&wanted, crash_signals[i]);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    handlers_installed = 1;
    return 0;
}

void pt_restore_signal_handlers(void) {
    if (!handlers_installed) return;
    for (size_t i = 0; i < PT_COUNT(termination_signals); i++)
        sigaction(termination_signals[i], &previous_termination[i], NULL);
    for (size_t i = 0; i < PT_COUNT(crash_signals); i++)
        sigaction(crash_signals[i], &previous_crash[i], NULL);
    sigaction(SIGWINCH, &previous_resize, NULL);
    atomic_store(&wake_descriptor, -1);
    handlers_installed = 0;
}

int pt_take_termination_signal(void) {
    // One exchange: a signal landing between a read and a clear would otherwise be lost.
    return atomic_exchange(&termination_signal, 0);
}

int pt_take_resize(void) {
    return atomic_exchange(&resize_pending, 0);
}

int pt_window_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 0;
}
