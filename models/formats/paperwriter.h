// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportedpaper.h"

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

/// Writes papers in one format: entry() for one paper (what Copy as puts on the clipboard, one
/// after another), write() for a whole list into a file (File ▸ Export…, `--export`).
///
/// A writer may remember what it wrote (BibtexWriter keeps citation keys unique): use one
/// writer per output. Only http(s) links are written, as they are shown
/// (LinkExtractor::safeLink()). Nothing here knows the user's library or a widget.
class PaperWriter
{
public:
    /// The paper of a row of the output (0 … count − 1).
    using PaperAt = std::function<ExportedPaper(qsizetype row)>;
    /// Called now and then with the rows written so far; return false to stop.
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;

    /// listName names the list the papers come from, for formats that want a venue.
    explicit PaperWriter(QString listName = {});
    virtual ~PaperWriter();
    PaperWriter(const PaperWriter &) = delete;
    PaperWriter &operator=(const PaperWriter &) = delete;

    /// What stands before the first entry of a file (a CSV header row), or nothing.
    virtual QString header() const;
    /// One paper, ending in a line break.
    virtual QString entry(const ExportedPaper &paper) = 0;
    /// Text between two entries of a copy or a file, for formats that separate them.
    virtual QString separator() const;

    /// Writes header(), then each row's entry(), as UTF-8 into device. Returns false when a
    /// write fails (error() says why) or progress stopped it; never leaves a partial entry
    /// unreported. The device is not closed (a QSaveFile is committed by the caller).
    bool write(
        QIODevice *device, qsizetype count, const PaperAt &paperAt, const Progress &progress = {});
    /// Why the last write() failed, empty when it did not or when it was stopped.
    QString error() const { return m_error; }

    /// The entries of papers one after another, as Copy as puts them on the clipboard, without
    /// the trailing line break.
    QString entries(const QList<ExportedPaper> &papers);

    /// The lines of text that hold more than spaces, each trimmed: split at \n, \r\n and a lone
    /// \r, the line ends the readers know. Writers put a text on several lines through this,
    /// so that no line break of the text can reach a file unseen.
    static QStringList textLines(const QString &text);
    /// The paper's http(s) links as shown, each once, source links first, with the characters
    /// a URL never holds as they are (space, quote, < > \\ ^ ` { | }) percent-encoded, so
    /// that no link can end a field, a brace group or a Markdown link early.
    static QStringList webLinks(const Paper &paper);

protected:
    const QString &listName() const { return m_listName; }

private:
    QString m_listName;
    QString m_error;
};
