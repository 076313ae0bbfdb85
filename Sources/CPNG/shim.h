#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libpng's writing interface reports errors by longjmp, which Swift cannot catch; the
   sequence of calls that writes a palette image is kept here, in C, and Swift calls it once. */

/* Where a PNG file is written: grown as libpng hands over its bytes. */
typedef struct {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
    char message[200];
} foodstory_png_output;

static void foodstory_png_error(png_structp png, png_const_charp message) {
    foodstory_png_output *output = (foodstory_png_output *)png_get_error_ptr(png);
    strncpy(output->message, message ? message : "libpng failed", sizeof output->message - 1);
    output->message[sizeof output->message - 1] = 0;
    png_longjmp(png, 1);
}

static void foodstory_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void foodstory_png_append(png_structp png, png_bytep bytes, size_t length) {
    foodstory_png_output *output = (foodstory_png_output *)png_get_io_ptr(png);
    if (output->size + length > output->capacity) {
        size_t capacity = output->capacity ? output->capacity : 65536;
        while (capacity < output->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(output->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, bytes, length);
    output->size += length;
}

static void foodstory_png_flush(png_structp png) { (void)png; }

/* Writes `width` x `height` palette indices (a byte each, row after row) with the palette's
   `colors` RGB triples as an 8-bit palette PNG without filters (they do not help palette
   images), compressed at zlib `level`, with no chunk but IHDR, PLTE, IDAT and IEND.
   Returns 1 and the file in `output->bytes` (to free), or 0 and `output->message`. */
static inline int foodstory_png_write_palette_image(
    const unsigned char *indices, unsigned width, unsigned height, const unsigned char *palette, int colors,
    int level, foodstory_png_output *output) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, foodstory_png_error,
                                              foodstory_png_warning);
    if (!png) {
        strcpy(output->message, "libpng could not start writing");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        strcpy(output->message, "libpng could not start writing");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, output, foodstory_png_append, foodstory_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color entries[256];
    int count = colors < 256 ? colors : 256;
    for (int index = 0; index < count; index++) {
        entries[index].red = palette[3 * index];
        entries[index].green = palette[3 * index + 1];
        entries[index].blue = palette[3 * index + 2];
    }
    png_set_PLTE(png, info, entries, count);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    /* Every index is below `colors` by construction; libpng's check of each one cost a
       tenth of the writing time. */
    png_set_check_for_invalid_index(png, 0);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    for (unsigned row = 0; row < height; row++) {
        png_write_row(png, indices + (size_t)row * width);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
