// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paper.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <utility>

class QLabel;
class QPushButton;
class QTextBrowser;

/// The paper on the right: title, topics, authors, the abstract as selectable plain text,
/// its links, and buttons to copy the abstract and the links.
///
/// Knows no model: showPaper() is handed everything it shows. Text from files is never
/// interpreted as markup (labels are plain text; the abstract's HTML is built here with
/// every character escaped), and links open in the browser only when they are http(s).
class DetailPane final : public QWidget
{
    Q_OBJECT
public:
    using Ranges = QList<std::pair<qsizetype, qsizetype>>;

    explicit DetailPane(QWidget *parent = nullptr);

    /// The abstract as shown, without highlighting (for tests and accessibility).
    QString abstractText() const;
    QString titleText() const;
    QStringList linkTexts() const { return m_paper.links; }

public Q_SLOTS:
    /// Shows paper; highlights are (start, length) ranges in its abstract and title.
    void showPaper(const Paper &paper, const QStringList &topicNames,
                   const Ranges &abstractHighlights = {}, const Ranges &titleHighlights = {});
    void clear();

Q_SIGNALS:
    /// A link was activated that is not http(s) and was therefore not opened.
    void unsafeLinkRefused(const QString &url);

private:
    void openLink(const QUrl &url);

    Paper m_paper;
    QLabel *m_title;
    QLabel *m_meta;
    QLabel *m_topics;
    QTextBrowser *m_abstract;
    QLabel *m_links;
    QPushButton *m_copyAbstract;
    QPushButton *m_copyLinks;
};
