#define _GNU_SOURCE
#include "spawn_shims.h"

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
