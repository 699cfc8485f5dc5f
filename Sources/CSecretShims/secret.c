#if defined(__linux__)
#include "pt_secret.h"
#include <libsecret/secret.h>
#include <string.h>

static const SecretSchema schema = {
    PT_SECRET_SCHEMA, SECRET_SCHEMA_NONE,
    { { PT_SECRET_ATTRIBUTE, SECRET_SCHEMA_ATTRIBUTE_STRING }, { NULL, 0 } },
};

const char *pt_secret_schema_name(void) { return PT_SECRET_SCHEMA; }
const char *pt_secret_attribute_name(void) { return PT_SECRET_ATTRIBUTE; }

static GHashTable *attributes_for(const char *name) {
    GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
    if (name != NULL) g_hash_table_insert(attributes, (gpointer)PT_SECRET_ATTRIBUTE, (gpointer)name);
    return attributes;
}

// Errors from the bus itself (no session bus, no service that owns org.freedesktop.secrets, a
// daemon that could not be spawned) mean no keyring is reachable; any other error came from a
// Secret Service that answered (a locked or missing collection, a prompt that could not be shown).
static gboolean is_unreachable(const GError *error) {
    if (error->domain == G_IO_ERROR) return TRUE;
    if (error->domain != G_DBUS_ERROR) return FALSE;
    switch (error->code) {
    case G_DBUS_ERROR_SERVICE_UNKNOWN: case G_DBUS_ERROR_NAME_HAS_NO_OWNER: case G_DBUS_ERROR_NO_SERVER:
    case G_DBUS_ERROR_DISCONNECTED: case G_DBUS_ERROR_SPAWN_EXEC_FAILED: case G_DBUS_ERROR_SPAWN_FORK_FAILED:
    case G_DBUS_ERROR_SPAWN_CHILD_EXITED: case G_DBUS_ERROR_SPAWN_CHILD_SIGNALED: case G_DBUS_ERROR_SPAWN_FAILED:
    case G_DBUS_ERROR_SPAWN_SERVICE_NOT_FOUND: case G_DBUS_ERROR_SPAWN_NO_MEMORY: case G_DBUS_ERROR_NO_REPLY:
    case G_DBUS_ERROR_TIMEOUT: case G_DBUS_ERROR_TIMED_OUT:
        return TRUE;
    default:
        return FALSE;
    }
}

static pt_secret_status failure(GError *error, char **message) {
    pt_secret_status status = error == NULL || is_unreachable(error) ? PT_SECRET_UNREACHABLE : PT_SECRET_FAILED;
    *message = g_strdup(error != NULL ? error->message : "unknown error");
    g_clear_error(&error);
    return status;
}

pt_secret_status pt_secret_store(const char *name, const char *label, const char *passphrase, char **message) {
    GError *error = NULL;
    GHashTable *attributes = attributes_for(name);
    gboolean stored = secret_password_storev_sync(&schema, attributes, SECRET_COLLECTION_DEFAULT, label, passphrase, NULL, &error);
    g_hash_table_unref(attributes);
    return stored ? PT_SECRET_OK : failure(error, message);
}

pt_secret_status pt_secret_lookup(const char *name, char **passphrase, char **message) {
    GError *error = NULL;
    GHashTable *attributes = attributes_for(name);
    gchar *found = secret_password_lookupv_sync(&schema, attributes, NULL, &error);
    g_hash_table_unref(attributes);
    if (error != NULL) return failure(error, message);
    if (found == NULL) return PT_SECRET_NOT_FOUND;
    *passphrase = found;
    return PT_SECRET_OK;
}

pt_secret_status pt_secret_clear(const char *name, char **message) {
    GError *error = NULL;
    GHashTable *attributes = attributes_for(name);
    gboolean removed = secret_password_clearv_sync(&schema, attributes, NULL, &error);
    g_hash_table_unref(attributes);
    if (error != NULL) return failure(error, message);
    return removed ? PT_SECRET_OK : PT_SECRET_NOT_FOUND;
}

pt_secret_status pt_secret_names(char ***names, char **message) {
    GError *error = NULL;
    GHashTable *attributes = attributes_for(NULL);
    GList *items = secret_password_searchv_sync(&schema, attributes, SECRET_SEARCH_ALL, NULL, &error);
    g_hash_table_unref(attributes);
    if (error != NULL) return failure(error, message);
    char **result = g_new0(char *, g_list_length(items) + 1);
    size_t count = 0;
    for (GList *item = items; item != NULL; item = item->next) {
        GHashTable *found = secret_retrievable_get_attributes(SECRET_RETRIEVABLE(item->data));
        const char *value = g_hash_table_lookup(found, PT_SECRET_ATTRIBUTE);
        if (value != NULL) result[count++] = g_strdup(value);
        g_hash_table_unref(found);
    }
    g_list_free_full(items, g_object_unref);
    *names = result;
    return PT_SECRET_OK;
}

void pt_secret_free_passphrase(char *passphrase) { secret_password_free(passphrase); }
void pt_secret_free_message(char *message) { g_free(message); }
void pt_secret_free_names(char **names) { g_strfreev(names); }
#endif
