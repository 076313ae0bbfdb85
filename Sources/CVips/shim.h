#include <dlfcn.h>
#include <stdio.h>
#include <vips/vips.h>
#include <vips/vector.h>
#include <webp/encode.h>

/* libvips is loaded the first time a photo is read (`foodstory_vips_start`), not when the
   program starts: with the fifty-odd libraries it loads in turn (the readers of every format it
   knows), loading it cost every run of the program, a build that has nothing to do included,
   about 25 ms. So the program calls libvips through this table, filled from the library by
   name; each entry has the type vips.h gives the function, so the compiler checks every call as
   it would a direct one. (The tests call libvips directly: they link it.) */
#define FOODSTORY_VIPS_CALLS(X) \
    X(vips_version) X(vips_init) X(vips_concurrency_set) X(vips_cache_set_max) X(vips_cache_set_max_mem) \
    X(vips_cache_set_max_files) X(vips_block_untrusted_set) X(vips_image_new_from_buffer) \
    X(vips_thumbnail_buffer) X(vips_colourspace) X(vips_cast) X(vips_image_copy_memory) X(vips_thumbnail_image) \
    X(vips_image_write_to_buffer) X(vips_image_get_bands) X(vips_image_get_width) X(vips_image_get_height) \
    X(vips_image_get_format) X(vips_image_get_data) X(vips_image_get_typeof) X(vips_image_get_string) \
    X(vips_image_get_orientation_swap) X(vips_foreign_find_load_buffer) X(vips_error_clear) \
    X(vips_error_buffer_copy) X(vips_vector_set_enabled)

struct foodstory_vips_calls {
#define FOODSTORY_VIPS_ENTRY(name) __typeof__(&name) name;
    FOODSTORY_VIPS_CALLS(FOODSTORY_VIPS_ENTRY)
#undef FOODSTORY_VIPS_ENTRY
};

/* The table: filled once, by `foodstory_vips_start`, before any call; only read after. */
static inline struct foodstory_vips_calls *foodstory_vips(void) {
    static struct foodstory_vips_calls calls;
    return &calls;
}

/* Loads libvips (the version of the ABI vips.h was written for) and fills the table. Returns 0,
   or -1 when the library or one of its functions is not there. */
static inline int foodstory_vips_load(void) {
    char name[64];
#ifdef __APPLE__
    snprintf(name, sizeof name, "libvips.%d.dylib", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
#else
    snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
#endif
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) return -1;
    struct foodstory_vips_calls *vips = foodstory_vips();
#define FOODSTORY_VIPS_FIND(name) \
    if (!(vips->name = (__typeof__(&name))dlsym(library, #name))) return -1;
    FOODSTORY_VIPS_CALLS(FOODSTORY_VIPS_FIND)
#undef FOODSTORY_VIPS_FIND
    return 0;
}

/* libvips takes the options of most of its calls as a list of names and values ended by NULL,
   which Swift cannot pass: each call FoodStory makes is written out here with its options.
   The rest of the interface (images' sizes and fields, freeing, errors) is called from Swift
   as it is. */

/* libvips reports through GLib's log what it worked around (a JPEG that ends early, a colour
   profile it ignores). FoodStory's warnings are one line each, about the photo: the log stays
   quiet. */
static void foodstory_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain;
    (void)level;
    (void)message;
    (void)data;
}

/* Starts libvips, once per process: one thread per image (the caller works on several photos
   at once), no cache of operations (each photo is made once), none of the loaders libvips
   marks as untrusted, without its vector library (liborc: a test run of damaged photos, several
   at once, crashed inside it; libvips's own C loops instead, about a third slower on phone
   photos, and libvips itself has since dropped that library), and a quiet log. Returns 0, or
   -1 when libvips cannot start. */
static inline int foodstory_vips_start(void) {
    if (foodstory_vips_load()) return -1;
    struct foodstory_vips_calls *vips = foodstory_vips();
    /* What VIPS_INIT does: the library's ABI checked, then started. */
    if (vips->vips_version(3) - vips->vips_version(5) != VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE) return -1;
    if (vips->vips_init("foodstory")) return -1;
    vips->vips_concurrency_set(1);
    vips->vips_cache_set_max(0);
    vips->vips_cache_set_max_mem(0);
    vips->vips_cache_set_max_files(0);
    vips->vips_block_untrusted_set(TRUE);
    vips->vips_vector_set_enabled(FALSE);
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                      foodstory_vips_quiet, NULL);
    return 0;
}

/* The image in `length` bytes at `bytes` (which must outlive it), with the loader's `options`
   ("access=sequential", or ""): only its header is read until its pixels are asked for. NULL
   when no loader reads it. */
static inline VipsImage *foodstory_vips_open(const void *bytes, size_t length, const char *options) {
    return foodstory_vips()->vips_image_new_from_buffer(bytes, length, options, NULL);
}

/* The photo in `length` bytes at `bytes` made exactly `width` x `height` pixels, turned
   upright by its orientation, shrunk while it is decoded where the format allows it (a JPEG by
   2, 4 or 8 in the decoder), in sRGB (through its embedded colour profile when it `has_profile`;
   a CMYK photo without one through libvips's own), eight bits a channel, in memory. NULL on
   failure (the reason in libvips's error buffer). A photo without a profile is taken to be in
   sRGB already: converting it from an assumed sRGB profile would shift its colours a little. */
static inline VipsImage *foodstory_vips_thumbnail(const void *bytes, size_t length, int width, int height,
                                                  int has_profile) {
    VipsImage *thumbnail = NULL;
    if (foodstory_vips()->vips_thumbnail_buffer((void *)bytes, length, &thumbnail, width, "height", height, "size", VIPS_SIZE_FORCE,
                              "export_profile", has_profile ? "srgb" : NULL, NULL))
        return NULL;
    VipsImage *colour = NULL;
    int failed = foodstory_vips()->vips_colourspace(thumbnail, &colour, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(thumbnail);
    if (failed) return NULL;
    VipsImage *eight = NULL;
    failed = foodstory_vips()->vips_cast(colour, &eight, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(colour);
    if (failed) return NULL;
    VipsImage *memory = foodstory_vips()->vips_image_copy_memory(eight);
    g_object_unref(eight);
    return memory;
}

/* `image` (upright already) made exactly `width` x `height` pixels, in memory. */
static inline VipsImage *foodstory_vips_resized(VipsImage *image, int width, int height) {
    VipsImage *resized = NULL;
    if (foodstory_vips()->vips_thumbnail_image(image, &resized, width, "height", height, "size", VIPS_SIZE_FORCE, "no_rotate", TRUE,
                             NULL))
        return NULL;
    VipsImage *memory = foodstory_vips()->vips_image_copy_memory(resized);
    g_object_unref(resized);
    return memory;
}

/* Writes `image` in the format its `suffix` names, with the saver's options in brackets
   (".jpg[Q=90]", ".heic"), into `*bytes` (to free with g_free) and `*length`. Returns 0, or -1.
   The tests make their pictures with it. */
static inline int foodstory_vips_save(VipsImage *image, const char *suffix, void **bytes, size_t *length) {
    return foodstory_vips()->vips_image_write_to_buffer(image, suffix, bytes, length, NULL);
}

/* Encodes `image` (8-bit sRGB, three bands or four with alpha, in memory) as a lossy WebP file
   with libwebp, at `quality` (0 to 100) and `method` (0, fastest, to 6): the picture and
   nothing else, whatever metadata the image holds (libvips 8.14's WebP saver writes EXIF even
   when asked to strip it). Returns 1 and the file in `*bytes` (to free with WebPFree) and
   `*length`, or 0. */
static inline int foodstory_webp_encode(VipsImage *image, float quality, int method, uint8_t **bytes, size_t *length) {
    int bands = foodstory_vips()->vips_image_get_bands(image);
    int width = foodstory_vips()->vips_image_get_width(image);
    int height = foodstory_vips()->vips_image_get_height(image);
    if (foodstory_vips()->vips_image_get_format(image) != VIPS_FORMAT_UCHAR || (bands != 3 && bands != 4)) return 0;
    const uint8_t *pixels = (const uint8_t *)foodstory_vips()->vips_image_get_data(image);
    WebPConfig config;
    WebPPicture picture;
    if (!pixels || !WebPConfigInit(&config) || !WebPPictureInit(&picture)) return 0;
    config.quality = quality;
    config.method = method;
    picture.width = width;
    picture.height = height;
    WebPMemoryWriter writer;
    WebPMemoryWriterInit(&writer);
    picture.writer = WebPMemoryWrite;
    picture.custom_ptr = &writer;
    int done = bands == 4 ? WebPPictureImportRGBA(&picture, pixels, width * 4)
                          : WebPPictureImportRGB(&picture, pixels, width * 3);
    done = done && WebPEncode(&config, &picture);
    WebPPictureFree(&picture);
    if (!done) {
        WebPMemoryWriterClear(&writer);
        return 0;
    }
    *bytes = writer.mem;
    *length = writer.size;
    return 1;
}

/* The calls the program makes from Swift, through the table. */
static inline GType foodstory_vips_image_get_typeof(const VipsImage *image, const char *name) {
    return foodstory_vips()->vips_image_get_typeof(image, name);
}

static inline int foodstory_vips_image_get_string(const VipsImage *image, const char *name, const char **out) {
    return foodstory_vips()->vips_image_get_string(image, name, out);
}

static inline int foodstory_vips_image_get_width(const VipsImage *image) {
    return foodstory_vips()->vips_image_get_width(image);
}

static inline int foodstory_vips_image_get_height(const VipsImage *image) {
    return foodstory_vips()->vips_image_get_height(image);
}

static inline gboolean foodstory_vips_image_get_orientation_swap(VipsImage *image) {
    return foodstory_vips()->vips_image_get_orientation_swap(image);
}

static inline const char *foodstory_vips_foreign_find_load_buffer(const void *bytes, size_t length) {
    return foodstory_vips()->vips_foreign_find_load_buffer(bytes, length);
}

static inline void foodstory_vips_error_clear(void) { foodstory_vips()->vips_error_clear(); }

static inline char *foodstory_vips_error_buffer_copy(void) { return foodstory_vips()->vips_error_buffer_copy(); }
