// Typed wrappers for libcurl's variadic setopt/getinfo calls.
#ifndef PT_CURL_H
#define PT_CURL_H
#include <curl/curl.h>

typedef size_t (*pt_curl_data_callback)(char *data, size_t size, size_t count, void *user);

CURLcode pt_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode pt_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode pt_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode pt_easy_setopt_data_callback(CURL *handle, CURLoption option, pt_curl_data_callback callback);
CURLcode pt_easy_setopt_sockopt_callback(CURL *handle, curl_sockopt_callback callback);
CURLcode pt_easy_setopt_closesocket_callback(CURL *handle, curl_closesocket_callback callback);
CURLcode pt_easy_setopt_opensocket_callback(CURL *handle, curl_opensocket_callback callback);
CURLcode pt_easy_setopt_prereq_callback(CURL *handle, curl_prereq_callback callback);
CURLcode pt_easy_setopt_ssl_ctx_callback(CURL *handle, curl_ssl_ctx_callback callback);
/// Sets a `struct curl_blob` option (CURLOPT_SSLCERT_BLOB, CURLOPT_SSLKEY_BLOB, ...) with
/// CURL_BLOB_COPY: libcurl copies the bytes before returning, so the caller's buffer may go.
CURLcode pt_easy_setopt_blob_copy(CURL *handle, CURLoption option, const void *data, size_t length);
CURLcode pt_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode pt_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode pt_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);
CURLMcode pt_multi_setopt_long(CURLM *multi, CURLMoption option, long value);
#endif
