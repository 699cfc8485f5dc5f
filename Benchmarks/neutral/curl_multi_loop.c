/* The ceiling of pushtui's transport library: a bare libcurl-multi loop that sends COUNT POSTs of
 * one body over one HTTP/2 connection with WINDOW streams in flight, reusing WINDOW easy handles,
 * with fixed headers and no result handling beyond counting 200s. The headers are the ones pushtui
 * sends for an alert (AUTHORIZATION a provider token of a real one's length): libcurl 7.88 formats
 * every custom header byte by byte, so fewer or shorter ones would make the ceiling look cheaper
 * than the request it is compared with. Each handle's URL is the origin, set once, and each push
 * sets only its path (CURLOPT_REQUEST_TARGET), as pushtui does: libcurl parses a handle's URL for
 * every transfer, and a URL with the push's path in it cost 15,000 instructions a push more. Compiled and run by
 * Benchmarks/neutral/neutral_bench.py (`./dev bench`); prints one JSON object.
 *
 *   curl_multi_loop BASE_URL CA_FILE COUNT WINDOW PAYLOAD_FILE AUTHORIZATION TOPIC
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static size_t discard(char *data, size_t size, size_t count, void *user) {
    (void)data; (void)user;
    return size * count;
}

struct slot { CURL *easy; char target[512]; };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void start(CURLM *multi, struct slot *slot, long index) {
    snprintf(slot->target, sizeof slot->target, "/3/device/%056x%08lx", 0, index);
    curl_easy_setopt(slot->easy, CURLOPT_REQUEST_TARGET, slot->target);
    curl_multi_add_handle(multi, slot->easy);
}

int main(int argc, char **argv) {
    if (argc != 8) {
        fprintf(stderr, "usage: %s BASE_URL CA_FILE COUNT WINDOW PAYLOAD_FILE AUTHORIZATION TOPIC\n", argv[0]);
        return 2;
    }
    const char *base = argv[1], *ca = argv[2];
    long count = atol(argv[3]), window = atol(argv[4]);
    FILE *file = fopen(argv[5], "rb");
    if (!file) { perror(argv[5]); return 2; }
    static char payload[8192];
    size_t length = fread(payload, 1, sizeof payload, file);
    fclose(file);
    char authorization[1024], topic[512];
    snprintf(authorization, sizeof authorization, "authorization: %s", argv[6]);
    snprintf(topic, sizeof topic, "apns-topic: %s", argv[7]);

    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX);
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 1L);
    curl_multi_setopt(multi, CURLMOPT_MAX_CONCURRENT_STREAMS, window);
    struct curl_slist *headers = NULL;
    headers = curl_slist_append(headers, authorization);
    headers = curl_slist_append(headers, topic);
    headers = curl_slist_append(headers, "apns-push-type: alert");
    headers = curl_slist_append(headers, "apns-priority: 10");
    headers = curl_slist_append(headers, "content-type: application/json");
    headers = curl_slist_append(headers, "accept:");
    headers = curl_slist_append(headers, "expect:");

    if (window > count) window = count;
    struct slot *slots = calloc((size_t)window, sizeof *slots);
    for (long i = 0; i < window; i++) {
        CURL *easy = curl_easy_init();
        curl_easy_setopt(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS);
        curl_easy_setopt(easy, CURLOPT_URL, base);
        curl_easy_setopt(easy, CURLOPT_PIPEWAIT, 1L);
        curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(easy, CURLOPT_CAINFO, ca);
        curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE, (long)length);
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, payload);
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, discard);
        curl_easy_setopt(easy, CURLOPT_PRIVATE, &slots[i]);
        slots[i].easy = easy;
    }
    double began = now();
    long next = 0, done = 0, delivered = 0;
    for (long i = 0; i < window; i++) start(multi, &slots[i], next++);
    while (done < count) {
        int running = 0, queued = 0;
        curl_multi_perform(multi, &running);
        CURLMsg *message;
        while ((message = curl_multi_info_read(multi, &queued))) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            long status = 0;
            curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
            if (message->data.result == CURLE_OK && status == 200) delivered++;
            done++;
            struct slot *slot;
            curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&slot);
            curl_multi_remove_handle(multi, easy);
            if (next < count) start(multi, slot, next++);
        }
        if (done < count) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    double seconds = now() - began;
    printf("{\"client\": \"libcurl multi loop\", \"count\": %ld, \"delivered\": %ld, \"seconds\": %.6f}\n", count, delivered, seconds);
    return delivered == count ? 0 : 1;
}
