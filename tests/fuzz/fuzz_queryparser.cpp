// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the search box language. Any text parses to a query (read as finished when
// it is half-typed, searching its words when even that is not valid), never a position past
// its end; what a half-typed text is read as is itself a query as written.
#include "fuzzcheck.h"
#include "search/queryparser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QueryParseResult result = QueryParser::parse(text);
    if (result.errorPosition > text.size())
        fuzzFailure("an error position past the end of the text");
    if (!result.assumptions.isEmpty()) {
        if (!result.error.isEmpty())
            fuzzFailure("a repaired query with an error");
        const QueryParseResult again = QueryParser::parse(result.readAs);
        if (!again.error.isEmpty() || !again.assumptions.isEmpty())
            fuzzFailure("a repaired query that does not read as written");
    }
    return 0;
}
