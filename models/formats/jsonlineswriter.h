// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <functional>

/// The export format of `paperdesk --export jsonl` and Copy as ▸ JSON: one compact JSON object
/// per line with the keys id, title, titleDerived, abstract, links, topics, sourceKey/copy (what
/// the id derives from)/keywords/authors/venue/year when the source had them, and the user's
/// tags, read, starred and note (when there is one); links as shown (LinkExtractor::safeLink()).
/// Opened again, the id and titleDerived make JsonReader take each paper back under its id
/// (when its text gives that id) and its tags as tags.
class JsonLinesWriter final : public PaperWriter
{
public:
    /// Adds keys of the caller's to each paper's object (`--derive-titles`).
    using ExtraKeys = std::function<void(const ExportedPaper &paper, QJsonObject &object)>;

    using PaperWriter::PaperWriter;

    QString entry(const ExportedPaper &paper) override;
    void setExtraKeys(ExtraKeys extraKeys) { m_extraKeys = std::move(extraKeys); }

    /// The paper's own keys, without the user's.
    static QJsonObject paperObject(const Paper &paper, const QStringList &topicNames);
    /// The paper's keys and the user's.
    static QJsonObject object(const ExportedPaper &paper);
    /// The object as one line of UTF-8 JSON, newline included.
    static QByteArray line(const QJsonObject &object);

private:
    ExtraKeys m_extraKeys;
};
