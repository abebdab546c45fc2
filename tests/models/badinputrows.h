// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

/// One row of tst_badinputs: an input, what reading it must say, and its limits.
struct BadInput
{
    enum class Setup
    {
        File, ///< pieces written to name
        Shrinks, ///< a file that is cut to 1 MB while it is read
        Grows, ///< a file that grows while it is read
        Fifo,
        Device, ///< name is the device's path
        LinkLoop,
        DanglingLink,
        Missing,
        MissingFolder,
        UnderAFile, ///< a path through a plain file as if it were a folder
        Folder,
    };
    struct Piece
    {
        QByteArray bytes;
        qint64 times = 1;
    };

    const char *behaviour;
    QString name;
    QList<Piece> pieces;
    /// The whole message as the user sees it (UTF-8), or the papers read ("2 papers, first:
    /// title | authors | start of abstract"); %DIR% stands for the test's folder.
    const char *message;
    Setup setup = Setup::File;
    int seconds = 10; ///< a generous bound on a loaded 2-core machine; most rows take 0.05 s
    qint64 megabytes = 64; ///< peak resident memory of the reading process
};

namespace BadInputRows {

inline BadInput::Piece times(const QByteArray &bytes, qint64 n)
{
    return { bytes, n };
}

inline BadInput row(const char *behaviour, const char *name, QList<BadInput::Piece> pieces,
    const char *message, int seconds = 10, qint64 megabytes = 64)
{
    return { behaviour, QString::fromUtf8(name), std::move(pieces), message, BadInput::Setup::File,
        seconds, megabytes };
}

inline BadInput special(
    const char *behaviour, const char *name, BadInput::Setup setup, const char *message)
{
    return { behaviour, QString::fromUtf8(name), {}, message, setup };
}

// Large rows: a 50 MB line, 100,000-deep nesting, files cut or grown while read.
constexpr qint64 fiftyMegabytes = 50 << 20;
constexpr qint64 deep = 100000;

// "@string{s1 = s0 # s0}" and so on: each macro twice the one before (the reproducer of a
// kilobyte that asked for a terabyte), then an entry using the last.
inline QList<BadInput::Piece> doublingMacros(int levels)
{
    QByteArray text = "@string{s0 = {ab}}\n";
    for (int i = 1; i <= levels; ++i)
        text += QByteArrayLiteral("@string{s%1 = s%2 # s%2}\n")
                    .replace("%1", QByteArray::number(i))
                    .replace("%2", QByteArray::number(i - 1));
    text += "@article{k, title = s" + QByteArray::number(levels) + "}\n";
    return { { text } };
}

// A one-megabyte macro, within the limit for one value, pasted into twenty entries.
inline QList<BadInput::Piece> pastedMacros()
{
    QByteArray text = doublingMacros(19).front().bytes;
    text.chop(QByteArray("@article{k, title = s19}\n").size());
    for (int i = 1; i <= 20; ++i)
        text += "@article{k" + QByteArray::number(i) + ", title = {T}, abstract = s19}\n";
    return { { text } };
}

} // namespace BadInputRows

inline QList<BadInput> badInputs()
{
    using namespace BadInputRows;
    using S = BadInput::Setup;
    const QByteArray big(1 << 20, 'x'); // a megabyte, repeated for the big rows
    QList<BadInput> rows;
    rows << row("txt: UTF-8 cut off at the end", "cut.txt", { { "List\n\nabc\xE2\x82" } },
        "cut.txt, line 3, column 4: the file is not UTF-8 text (byte 0xE2 here); save it as "
        "UTF-8 and open it again")
         << row("txt: overlong slash", "overlong.txt", { { "List\n\nab\xC0\xAF" } },
                "overlong.txt, line 3, column 3: the file is not UTF-8 text (byte 0xC0 here); "
                "save it as UTF-8 and open it again")
         << row("txt: overlong three-byte NUL", "overlong3.txt", { { "List\n\n\xE0\x80\x80" } },
                "overlong3.txt, line 3, column 1: the file is not UTF-8 text (byte 0xE0 here); "
                "save it as UTF-8 and open it again")
         << row("txt: encoded surrogate", "surrogate.txt", { { "List\n\nx \xED\xA0\x80" } },
                "surrogate.txt, line 3, column 3: the file is not UTF-8 text (byte 0xED here); "
                "save it as UTF-8 and open it again")
         << row("txt: code point past U+10FFFF", "past.txt", { { "L\n\n\xF4\x90\x80\x80" } },
                "past.txt, line 3, column 1: the file is not UTF-8 text (byte 0xF4 here); save "
                "it as UTF-8 and open it again")
         << row("txt: lone continuation byte", "cont.txt", { { "List\n\nab\x80" } },
                "cont.txt, line 3, column 3: the file is not UTF-8 text (byte 0x80 here); save it "
                "as UTF-8 and open it again")
         << row("txt: Latin-1 text", "latin1.txt", { { "Liste\n\nL'\xE9t\xE9" } },
                "latin1.txt, line 3, column 3: the file is not UTF-8 text (byte 0xE9 here); save "
                "it as UTF-8 and open it again")
         << row("txt: NUL byte", "nul.txt", { { QByteArray("List\n\nab\0c", 10) } },
                "nul.txt, line 3, column 3: this is a binary file, not a text list (it contains a "
                "NUL byte)")
         << row("txt: UTF-16 little-endian", "le.txt", { { QByteArray("\xFF\xFEL\0", 4) } },
                "le.txt: the file is UTF-16 text; save it as UTF-8 and open it again")
         << row("txt: UTF-16 big-endian", "be.txt", { { QByteArray("\xFE\xFF\0L", 4) } },
                "be.txt: the file is UTF-16 text; save it as UTF-8 and open it again")
         << row("txt: empty", "empty.txt", {}, "empty.txt: the file is empty")
         << row("txt: only line ends", "ends.txt", { { "\r\n\r\r\n\n" } },
                "ends.txt: no papers found")
         << row("txt: control characters in an abstract become spaces", "esc.txt",
                { { "List\n\nAn \x1B[31mred\x1B[0m abstract\x7F." } },
                "1 papers, first:  |  | An  [31mred [0m abstract .")
         << row("txt: byte order mark in the middle", "bom.txt",
                { { "List\n\n\xEF\xBB\xBFOne abstract." } }, "1 papers, first:  |  | One abstract.")
         << row("txt: a 50 MB line", "long.txt", { { "List\n\n" }, times(big, 50) },
                "1 papers, first:  |  | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 30, 400);

    rows << row("json: UTF-8 cut off in a string", "cut.json",
        { { "[{\"title\": \"a\xE2\x82\"}]" } },
        "cut.json, line 1, column 14: the file is not UTF-8 text (byte 0xE2 here); save it as "
        "UTF-8 and open it again")
         << row("json: overlong UTF-8 in a string", "overlong.json",
                { { "[\n{\"title\": \"\xC1\xBF\"}]" } },
                "overlong.json, line 2, column 12: the file is not UTF-8 text (byte 0xC1 here); "
                "save it as UTF-8 and open it again")
         << row("json: lone high surrogate in a title", "high.json",
                { { "[{\"title\": \"a\\ud800b\", \"author\": \"X\\udbffY\"}]" } },
                "1 papers, first: a\xEF\xBF\xBD"
                "b | X\xEF\xBF\xBDY | ")
         << row("json: lone low surrogate in an abstract", "low.json",
                { { "[{\"abstract\": \"\\udc00 x\"}]" } }, "1 papers, first:  |  | \xEF\xBF\xBD x")
         << row("json: surrogates in the wrong order", "swapped.json",
                { { "[{\"title\": \"\\udc00\\ud800\"}]" } },
                "1 papers, first: \xEF\xBF\xBD\xEF\xBF\xBD |  | ")
         << row("json: a real surrogate pair is kept", "pair.json",
                { { "[{\"title\": \"\\ud83d\\ude00\"}]" } },
                "1 papers, first: \xF0\x9F\x98\x80 |  | ")
         << row("json: NUL escape in a title", "nul-escape.json",
                { { "[{\"title\": \"a\\u0000b\"}]" } }, "1 papers, first: a b |  | ")
         << row("json: escape character in a title", "esc.json",
                { { "[{\"title\": \"\\u001b[2Jgone\"}]" } }, "1 papers, first:  [2Jgone |  | ")
         << row("json: line breaks in a title and an abstract", "breaks.json",
                { { "[{\"title\": \"a\\nb\\tc\", \"abstract\": \"p\\nq\"}]" } },
                "1 papers, first: a b c |  | p\nq")
         << row("json: C1 control in a venue-less title", "c1.json",
                { { "[{\"title\": \"a\xC2\x9B"
                    "b\"}]" } },
                "1 papers, first: a\xC2\xA0"
                "b |  | ")
         << row("json: raw NUL byte", "nul.json", { { QByteArray("[{\"title\": \"a\0\"}]", 17) } },
                "nul.json, line 1, column 14: this is a binary file, not a text list (it contains "
                "a NUL byte)")
         << row("json: byte order mark between tokens", "bom.json",
                { { "[{\"title\": \"a\"},\xEF\xBB\xBF{\"title\": \"b\"}]" } },
                "bom.json, line 1, column 17: a byte order mark (U+FEFF) stands between JSON "
                "tokens; it belongs only at the very start of a file (files joined together keep "
                "each one's mark)")
         << row("json: byte order mark at the start of a line", "bom2.json",
                { { "[\n  {\"title\": \"a\"},\n\xEF\xBB\xBF  {\"title\": \"b\"}\n]" } },
                "bom2.json, line 3, column 1: a byte order mark (U+FEFF) stands between JSON "
                "tokens; it belongs only at the very start of a file (files joined together keep "
                "each one's mark)")
         << row("json: byte order mark inside a string is text", "bom3.json",
                { { "\xEF\xBB\xBF[{\"title\": \"a\xEF\xBB\xBF\"}]" } },
                "1 papers, first: a\xEF\xBB\xBF |  | ")
         << row("json: 100,000 nested arrays", "deep.json", { times("[", deep), times("]", deep) },
                "deep.json, line 1, column 1025: JSON syntax error: too deeply nested document", 10,
                64)
         << row("json: 100,000 nested objects", "deepobj.json",
                { { "{\"papers\": " }, times("{\"a\":", deep), { "1" }, times("}", deep + 1) },
                "deepobj.json, line 1, column 5127: JSON syntax error: too deeply nested document",
                10, 64)
         << row("json: unterminated array", "open.json", { { "[{\"title\": \"a\"}" } },
                "open.json, line 1, column 15: JSON syntax error: unterminated array")
         << row("json: unterminated string", "openstr.json", { { "[{\"title\": \"a}]" } },
                "openstr.json, line 1, column 16: JSON syntax error: unterminated string")
         << row("json: text after the array", "trail.json", { { "[{\"title\": \"a\"}] x" } },
                "trail.json, line 1, column 17: JSON syntax error: garbage at the end of the "
                "document")
         << row("json: records that are not objects", "strings.json", { { "[\"a\", 1, null]" } },
                "strings.json: no papers found (3 record(s) had neither a title nor an abstract)")
         << row("json: fields of the wrong type", "types.json",
                { { "[{\"title\": [1], \"abstract\": {\"a\": 1}}]" } },
                "types.json: no papers found (1 record(s) had neither a title nor an abstract)")
         << row("json: a 50 MB abstract", "long.json",
                { { "[{\"abstract\": \"" }, times(big, 50), { "\"}]" } },
                "1 papers, first:  |  | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 30, 600);

    rows << row("jsonl: UTF-8 cut off", "cut.jsonl",
        { { "{\"title\": \"a\"}\n{\"title\": \"\xF0\x9F\"}\n" } },
        "cut.jsonl, line 2, column 12: the file is not UTF-8 text (byte 0xF0 here); save it as "
        "UTF-8 and open it again")
         << row("jsonl: lone surrogate in authors", "high.jsonl",
                { { "{\"title\": \"t\", \"authors\": [\"A\\ud800\", \"B\"]}\n" } },
                "1 papers, first: t | A\xEF\xBF\xBD; B | ")
         << row("jsonl: NUL escape in a title", "nul.jsonl", { { "{\"title\": \"\\u0000\"}\n" } },
                "1 papers, first:   |  | ")
         << row("jsonl: byte order mark starting line 2 (joined files) is read", "joined.jsonl",
                { { "{\"title\": \"a\"}\n\xEF\xBB\xBF{\"title\": \"b\"}\n" } },
                "2 papers, first: a |  | ")
         << row("jsonl: byte order mark inside a line", "bom.jsonl",
                { { "{\"title\": \"a\"}\n{\"title\":\xEF\xBB\xBF \"b\"}\n" } },
                "bom.jsonl, line 2, column 10: a byte order mark (U+FEFF) stands between JSON "
                "tokens; it belongs only at the very start of a file (files joined together keep "
                "each one's mark)")
         << row("jsonl: a line that is an array", "array.jsonl",
                { { "{\"title\": \"a\"}\n[1]\n" } },
                "array.jsonl, line 2, column 1: each line of a JSON Lines file must be one object "
                "{ … }")
         << row("jsonl: a broken third line", "broken.jsonl",
                { { "{\"title\": \"a\"}\n{\"title\": \"b\"}\n{\"title\" \"c\"}\n" } },
                "broken.jsonl, line 3, column 10: JSON syntax error: missing name separator")
         << row("jsonl: 100,000 nested objects on a line", "deep.jsonl",
                { { "{\"title\": \"a\"}\n{\"a\":" }, times("{\"a\":", deep), { "1" },
                    times("}", deep + 1), { "\n" } },
                "deep.jsonl, line 2, column 5121: JSON syntax error: too deeply nested document",
                10, 64)
         << row("jsonl: a 50 MB line", "long.jsonl",
                { { "{\"title\": \"t\", \"abstract\": \"" }, times(big, 50), { "\"}\n" } },
                "1 papers, first: t |  | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 30, 600)
         // A 40 MB line that is nearly all an array nobody reads: no more memory than the file
         // (a 100 MB one took 1.69 GB, seventeen times its size).
         << row("jsonl: an unread array of 20 million numbers", "array.jsonl",
                { { "{\"title\": \"t\", \"junk\": [" }, times("1,", 20 << 20), { "1]}\n" } },
                "1 papers, first: t |  | ", 30, 90)
         << row("jsonl: NUL byte", "nul2.jsonl", { { QByteArray("{\"title\": \"a\"}\n\0", 16) } },
                "nul2.jsonl, line 2, column 1: this is a binary file, not a text list (it "
                "contains a NUL byte)")
         << row("jsonl: CRLF and blank lines", "crlf.jsonl",
                { { "{\"title\": \"a\"}\r\n\r\n{\"title\": \"b\"}\r\n" } },
                "2 papers, first: a |  | ");

    rows << row("bib: unterminated braces at the end", "open.bib",
        { { "@article{a, title = {A}}\n@article{b,\n  title = {B" } },
        "open.bib, line 2, column 1: BibTeX entry is not terminated (a closing brace is missing "
        "from here on)")
         << row("bib: unterminated quote", "quote.bib", { { "@article{a,\n  title = \"A" } },
                "quote.bib, line 1, column 1: BibTeX entry is not terminated (a closing brace is "
                "missing from here on)")
         << row("bib: unterminated comment", "comment.bib", { { "@comment{ never closed" } },
                "comment.bib, line 1, column 1: BibTeX entry is not terminated (a closing brace "
                "is missing from here on)")
         << row("bib: 100,000 nested braces in a title", "deep.bib",
                { { "@article{a, title = {" }, times("{", deep), { "T" }, times("}", deep),
                    { "}}" } },
                "1 papers, first: T |  | ", 10, 64)
         << row("bib: 100,000 open braces", "deepopen.bib",
                { { "@article{a, title = {" }, times("{", deep) },
                "deepopen.bib, line 1, column 1: BibTeX entry is not terminated (a closing brace "
                "is missing from here on)")
         << row("bib: macros doubling forty times", "double.bib", doublingMacros(40),
                "double.bib, line 21, column 21: BibTeX: the @string macro “s19” makes this value "
                "longer than 1 MB (macros built from each other grow without limit)",
                10, 64)
         << row("bib: a macro referring to itself", "self.bib",
                { times("@string{a = a # a}\n", 40), { "@article{k, title = a}\n" } },
                "self.bib, line 21, column 17: BibTeX: the @string macro “a” makes this value "
                "longer than 1 MB (macros built from each other grow without limit)",
                10, 64)
         << row("bib: macros pasted far beyond the file's size", "paste.bib", pastedMacros(),
                "paste.bib, line 35, column 39: BibTeX: the @string macro “s19” takes the text "
                "pasted from macros past 16 MB, far more than the file holds",
                10, 64)
         << row("bib: a field name without '='", "noeq.bib", { { "@article{a,\n  title {A}}" } },
                "noeq.bib, line 2, column 9: BibTeX: expected '=' after field name “title”")
         << row("bib: no comma after the key", "nocomma.bib", { { "@article{a title = {A}}" } },
                "nocomma.bib, line 1, column 12: BibTeX: expected ',' after the citation key")
         << row("bib: a field without a value", "novalue.bib",
                { { "@article{a, title = , year = 2020}" } },
                "novalue.bib, line 1, column 21: BibTeX: a field has no value after '='")
         << row("bib: NUL byte", "nul.bib", { { QByteArray("@article{a, title = {\0}}", 24) } },
                "nul.bib, line 1, column 22: this is a binary file, not a text list (it contains "
                "a NUL byte)")
         << row("bib: overlong UTF-8", "overlong.bib", { { "@article{a, title = {\xC0\x80}}" } },
                "overlong.bib, line 1, column 22: the file is not UTF-8 text (byte 0xC0 here); "
                "save it as UTF-8 and open it again")
         << row("bib: escape characters in a title", "esc.bib",
                { { "@article{a, title = {\x1B]8;;x\x07T}}" } }, "1 papers, first: ]8;;x T |  | ")
         << row("bib: an entry cut off by the next", "cutoff.bib",
                { { "@article{a, title = {A\n@article{b, title = {B}}\n" } },
                "2 papers, first: A |  | ; warning: cutoff.bib, line 1, column 1: BibTeX entry "
                "is cut off before its end; read up to the next entry")
         << row("bib: a 50 MB abstract", "long.bib",
                { { "@article{a, title = {T}, abstract = {" }, times(big, 50), { "}}" } },
                "1 papers, first: T |  | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 30, 600);

    rows << special("FIFO named like a list", "pipe.txt", S::Fifo,
        "pipe.txt: this is a named pipe (FIFO), not a file; Paperdesk opens only regular files")
         << special("FIFO named like JSON", "pipe.json", S::Fifo,
                "pipe.json: this is a named pipe (FIFO), not a file; Paperdesk opens only regular "
                "files")
         << special("endless device", "/dev/zero", S::Device,
                "zero: this is a device, not a file; Paperdesk opens only regular files")
         << special("empty device", "/dev/null", S::Device,
                "null: this is a device, not a file; Paperdesk opens only regular files")
         << special("symbolic link loop", "loop.bib", S::LinkLoop,
                "loop.bib: the file is a symbolic link that leads back to itself (a loop of links)")
         << special("dangling symbolic link", "dangling.jsonl", S::DanglingLink,
                "dangling.jsonl: the file is a symbolic link to “%DIR%/gone.txt”, which does not "
                "exist")
         << special("missing file", "missing.json", S::Missing,
                "missing.json: the file was not found in the folder “%DIR%”")
         << special("missing folder", "missing.txt", S::MissingFolder,
                "missing.txt: the folder “%DIR%/no such folder” does not exist")
         << special("path through a file", "under.bib", S::UnderAFile,
                "under.bib: a part of the path “%DIR%/plain.txt” is a file, not a folder")
         << special(
                "a folder", "folder.json", S::Folder, "folder.json: this is a folder, not a file");
    BadInput shrinks
        = row("file cut short while it is read", "shrinks.txt", { { "List\n\n" }, times(big, 20) },
            "shrinks.txt: the file changed while it was being read (20971526 bytes when opened, "
            "1048576 now); open it again once it is complete",
            30, 200);
    shrinks.setup = S::Shrinks;
    BadInput halves = shrinks;
    halves.behaviour = "big file cut short while its halves are read";
    halves.name = QStringLiteral("shrinks.jsonl");
    halves.pieces = { { "{\"abstract\": \"" }, times(big, 40), { "\"}\n" } };
    halves.message = "shrinks.jsonl: the file changed while it was being read (41943057 bytes "
                     "when opened, 1048576 now); open it again once it is complete";
    BadInput grows = shrinks;
    grows.behaviour = "file that grows while it is read";
    grows.name = QStringLiteral("grows.bib");
    grows.setup = S::Grows;
    grows.message = "grows.bib: the file changed while it was being read (20971526 bytes when "
                    "opened, 20971536 now); open it again once it is complete";
    rows << shrinks << halves << grows;
    return rows;
}
