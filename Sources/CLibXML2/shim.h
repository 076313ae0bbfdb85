#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
