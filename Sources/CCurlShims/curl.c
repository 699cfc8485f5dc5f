#include "pt_curl.h"

CURLcode pt_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
CURLcode pt_easy_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
CURLcode pt_easy_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
CURLcode pt_easy_setopt_data_callback(CURL *h, CURLoption o, pt_curl_data_callback cb) { return curl_easy_setopt(h, o, cb); }
CURLcode pt_easy_setopt_sockopt_callback(CURL *h, curl_sockopt_callback cb) { return curl_easy_setopt(h, CURLOPT_SOCKOPTFUNCTION, cb); }
CURLcode pt_easy_setopt_closesocket_callback(CURL *h, curl_closesocket_callback cb) { return curl_easy_setopt(h, CURLOPT_CLOSESOCKETFUNCTION, cb); }
CURLcode pt_easy_setopt_opensocket_callback(CURL *h, curl_opensocket_callback cb) { return curl_easy_setopt(h, CURLOPT_OPENSOCKETFUNCTION, cb); }
CURLcode pt_easy_setopt_prereq_callback(CURL *h, curl_prereq_callback cb) { return curl_easy_setopt(h, CURLOPT_PREREQFUNCTION, cb); }
CURLcode pt_easy_setopt_ssl_ctx_callback(CURL *h, curl_ssl_ctx_callback cb) { return curl_easy_setopt(h, CURLOPT_SSL_CTX_FUNCTION, cb); }
CURLcode pt_easy_setopt_blob_copy(CURL *h, CURLoption o, const void *data, size_t length) {
    struct curl_blob blob = { (void *)data, length, CURL_BLOB_COPY };
    return curl_easy_setopt(h, o, &blob);
}
CURLcode pt_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
CURLcode pt_easy_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
CURLcode pt_easy_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return curl_easy_getinfo(h, i, v); }
CURLMcode pt_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }
