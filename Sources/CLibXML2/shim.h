#include <libxml/xmlversion.h>
// libxml2's encoding header includes the system's ICU headers when libxml2 was built with ICU,
// and their types clash with those of the ICU that Foundation ships. The parsers are used
// through pointers only, so the headers are read without ICU.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
