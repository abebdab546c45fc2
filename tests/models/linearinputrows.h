// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

#include <functional>

/// The hostile shapes of tst_badinputs' linear-time check: each reader's input that once
/// took time growing with the square of its size (a record of 300,000 keys, a run of
/// 300,000 "[", …), made at any size n. The test reads each at two sizes ten times apart.
struct LinearInput
{
    const char *behaviour;
    const char *name; ///< the file's name (its extension helps pick the reader)
    std::function<QByteArray(int n)> make;
};

inline QList<LinearInput> linearInputs()
{
    const auto repeat = [](const QByteArray &piece, int n) { return piece.repeated(n); };
    const auto numbered = [](const char *format, int n, const char *separator) {
        QByteArray text;
        for (int i = 0; i < n; ++i) {
            if (i > 0)
                text += separator;
            text += QByteArray(format).replace("%1", QByteArray::number(i));
        }
        return text;
    };
    return {
        { "txt: a run of [", "brackets.txt",
            [=](int n) { return "A list\n\n" + repeat("[", n) + '\n'; } },
        { "txt: one abstract of n words", "words.txt",
            [=](int n) { return "A list\n\n" + repeat("word ", n) + '\n'; } },
        { "txt: an abstract with n links", "links.txt",
            [=](int n) {
                return "A list\n\nWe study " + numbered("https://a.org/%1", n, " ") + '\n';
            } },
        { "md: a run of [ after an item", "brackets.md",
            [=](int n) { return "- [x](https://a.org/x)\n- " + repeat("[", n) + '\n'; } },
        { "md: a run of ](", "targets.md",
            [=](int n) { return "- [x](https://a.org/x)\n- [a" + repeat("](", n) + '\n'; } },
        { "md: a run of ](< never closed", "angles.md",
            [=](int n) { return "- [x](https://a.org/x)\n- [a" + repeat("](<", n) + ")\n"; } },
        { "md: n links in one item", "links.md",
            [=](int n) { return "- " + repeat("[x](https://a.org/x) ", n) + '\n'; } },
        { "json: one record with n keys", "keys.json",
            [=](int n) {
                return "[{\"title\": \"T\", \"abstract\": \"A\", " + numbered("\"k%1\": 1", n, ", ")
                    + "}]";
            } },
        { "json: one record with n keys Qt reads", "qtkeys.json",
            [=](int n) {
                return "[{\"title\": \"T\", \"year\": 2024.5, " + numbered("\"k%1\": 1", n, ", ")
                    + "}]";
            } },
        { "json: n authors", "authors.json",
            [=](int n) {
                return "[{\"title\": \"T\", \"authors\": [" + numbered("\"A%1\"", n, ", ") + "]}]";
            } },
        { "json: n links", "links.json",
            [=](int n) {
                return "[{\"title\": \"T\", \"links\": ["
                    + numbered("\"https://a.org/%1\"", n, ", ") + "]}]";
            } },
        { "jsonl: one line with n keys", "keys.jsonl",
            [=](int n) {
                return "{\"title\": \"T\", " + numbered("\"k%1\": 1", n, ", ") + "}\n";
            } },
        { "jsonl: an array of n numbers nobody reads", "array.jsonl",
            [=](int n) {
                return "{\"title\": \"T\", \"junk\": [" + numbered("1.5", n, ",") + "]}\n";
            } },
        { "openreview: a note with n keys", "keys.openreview.json",
            [=](int n) {
                return "[{\"id\": \"x\", \"forum\": \"x\", \"content\": {\"title\": \"T\", "
                    + numbered("\"k%1\": 1", n, ", ") + "}}]";
            } },
        { "openreview: a note with n authors", "authors.openreview.json",
            [=](int n) {
                return "[{\"id\": \"x\", \"forum\": \"x\", \"content\": {\"title\": \"T\", "
                       "\"authors\": ["
                    + numbered("\"A%1\"", n, ", ") + "]}}]";
            } },
        { "virtual site: an event with n keys", "keys.virtualsite.json",
            [=](int n) {
                return "{\"results\": [{\"eventtype\": \"Poster\", \"name\": \"T\", "
                    + numbered("\"k%1\": 1", n, ", ") + "}]}";
            } },
        { "arxiv: a record with n keys", "keys.arxiv.jsonl",
            [=](int n) {
                return "{\"id\": \"1\", \"title\": \"T\", \"categories\": \"cs.LG\", "
                       "\"update_date\": \"2024-01-01\", "
                    + numbered("\"k%1\": 1", n, ", ") + "}\n";
            } },
        { "arxiv: a record with n versions", "versions.arxiv.jsonl",
            [=](int n) {
                return "{\"id\": \"1\", \"title\": \"T\", \"categories\": \"cs.LG\", "
                       "\"update_date\": \"2024-01-01\", \"versions\": ["
                    + numbered("{\"version\": \"v%1\", \"created\": \"x\"}", n, ", ") + "]}\n";
            } },
        { "bib: n authors", "authors.bib",
            [=](int n) {
                return "@article{k, title = {T}, author = {" + numbered("A%1 B", n, " and ")
                    + "}}\n";
            } },
        { "bib: n keywords", "keywords.bib",
            [=](int n) {
                return "@article{k, title = {T}, keywords = {" + numbered("k%1", n, ", ") + "}}\n";
            } },
        { "bib: n fields", "fields.bib",
            [=](int n) {
                return "@article{k, title = {T}, " + numbered("f%1 = {v}", n, ", ") + "}\n";
            } },
        { "csv: n columns", "columns.csv",
            [=](int n) {
                return "title," + numbered("c%1", n, ",") + "\nT," + repeat("x,", n) + "\n";
            } },
        { "csv: n links in a cell", "links.csv",
            [=](int n) {
                return "title,links\nT,\"" + numbered("https://a.org/%1", n, " ") + "\"\n";
            } },
        { "csv: n keywords in a cell", "keywords.csv",
            [=](int n) { return "title,keywords\nT,\"" + numbered("k%1", n, ";") + "\"\n"; } },
        { "ris: n keyword lines", "keywords.ris",
            [=](int n) {
                return "TY  - JOUR\nTI  - T\n" + numbered("KW  - k%1", n, "\n") + "\nER  - \n";
            } },
        { "ris: an abstract of n lines", "lines.ris",
            [=](int n) {
                return "TY  - JOUR\nTI  - T\nAB  - a\n" + repeat("   line\n", n) + "ER  - \n";
            } },
    };
}
