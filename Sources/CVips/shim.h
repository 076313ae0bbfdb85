#include <vips/vips.h>
#include <webp/encode.h>

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
   marks as untrusted, and a quiet log. Returns 0, or -1 when libvips cannot start. */
static inline int foodstory_vips_start(void) {
    if (VIPS_INIT("foodstory")) return -1;
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_cache_set_max_files(0);
    vips_block_untrusted_set(TRUE);
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                      foodstory_vips_quiet, NULL);
    return 0;
}

/* The image in `length` bytes at `bytes` (which must outlive it), with the loader's `options`
   ("access=sequential", or ""): only its header is read until its pixels are asked for. NULL
   when no loader reads it. */
static inline VipsImage *foodstory_vips_open(const void *bytes, size_t length, const char *options) {
    return vips_image_new_from_buffer(bytes, length, options, NULL);
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
    if (vips_thumbnail_buffer((void *)bytes, length, &thumbnail, width, "height", height, "size", VIPS_SIZE_FORCE,
                              "export_profile", has_profile ? "srgb" : NULL, NULL))
        return NULL;
    VipsImage *colour = NULL;
    int failed = vips_colourspace(thumbnail, &colour, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(thumbnail);
    if (failed) return NULL;
    VipsImage *eight = NULL;
    failed = vips_cast(colour, &eight, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(colour);
    if (failed) return NULL;
    VipsImage *memory = vips_image_copy_memory(eight);
    g_object_unref(eight);
    return memory;
}

/* `image` (upright already) made exactly `width` x `height` pixels, in memory. */
static inline VipsImage *foodstory_vips_resized(VipsImage *image, int width, int height) {
    VipsImage *resized = NULL;
    if (vips_thumbnail_image(image, &resized, width, "height", height, "size", VIPS_SIZE_FORCE, "no_rotate", TRUE,
                             NULL))
        return NULL;
    VipsImage *memory = vips_image_copy_memory(resized);
    g_object_unref(resized);
    return memory;
}

/* Writes `image` in the format its `suffix` names, with the saver's options in brackets
   (".jpg[Q=90]", ".heic"), into `*bytes` (to free with g_free) and `*length`. Returns 0, or -1.
   The tests make their pictures with it. */
static inline int foodstory_vips_save(VipsImage *image, const char *suffix, void **bytes, size_t *length) {
    return vips_image_write_to_buffer(image, suffix, bytes, length, NULL);
}

/* Encodes `image` (8-bit sRGB, three bands or four with alpha, in memory) as a lossy WebP file
   with libwebp, at `quality` (0 to 100) and `method` (0, fastest, to 6): the picture and
   nothing else, whatever metadata the image holds (libvips 8.14's WebP saver writes EXIF even
   when asked to strip it). Returns 1 and the file in `*bytes` (to free with WebPFree) and
   `*length`, or 0. */
static inline int foodstory_webp_encode(VipsImage *image, float quality, int method, uint8_t **bytes, size_t *length) {
    int bands = vips_image_get_bands(image);
    int width = vips_image_get_width(image);
    int height = vips_image_get_height(image);
    if (vips_image_get_format(image) != VIPS_FORMAT_UCHAR || (bands != 3 && bands != 4)) return 0;
    const uint8_t *pixels = (const uint8_t *)vips_image_get_data(image);
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
