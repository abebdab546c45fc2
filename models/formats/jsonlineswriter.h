// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

/// The export format of `paperdesk --export jsonl`: one compact JSON object per line with
/// the keys id, title, titleDerived, abstract, links, topics, and authors/venue/year when
/// the source had them; links as shown (LinkExtractor::safeLink()). Callers add user-state
/// keys (tags, read, starred) to the object.
namespace JsonLinesWriter {

QJsonObject paperObject(const Paper &paper, const QStringList &topicNames);
/// The object as one line of UTF-8 JSON, newline included.
QByteArray line(const QJsonObject &object);

} // namespace JsonLinesWriter
