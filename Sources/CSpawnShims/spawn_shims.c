#define _GNU_SOURCE
#include "spawn_shims.h"
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

int pushtui_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *directory) {
    return posix_spawn_file_actions_addchdir_np(actions, directory);
}

int pushtui_spawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest) {
#ifdef __linux__
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return 0;
#endif
}

int pushtui_spawn_setsid_flag(void) {
#ifdef POSIX_SPAWN_SETSID
    return POSIX_SPAWN_SETSID;
#else
    return 0;
#endif
}

int pushtui_wait_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }

int pushtui_wait_termination_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }

int pushtui_wait_stop_signal(int status) { return WIFSTOPPED(status) ? WSTOPSIG(status) : 0; }

void pushtui_stop_like_a_job(void) {
    // ncurses may have a SIGTSTP handler of its own (or SIG_IGN while it is suspended): the
    // default action is what stops a process the way a shell expects.
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t tstp, mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &mask);
    // raise, not kill(0, …): a signal to this thread is taken on the way back from the call, under
    // the default action set above; one to the process could reach another thread after the
    // handler is back. Stopping one thread stops the whole process.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}
