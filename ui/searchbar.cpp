// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchbar.h"

#include "elidedlabel.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_reading(new ElidedLabel(this))
{
    m_edit->setPlaceholderText(
        tr("Search titles and abstracts   (diff  \"exact phrase\"  -exclude  a OR b  "
           "topic:…  has:code)"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Search"));
    m_edit->installEventFilter(this);

    // One line, elided: what the user pastes never widens the window.
    m_reading->setForegroundRole(QPalette::PlaceholderText);
    m_reading->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_reading);

    connect(m_edit, &QLineEdit::textChanged, this, &SearchBar::queryChanged);
    connect(m_edit, &QLineEdit::returnPressed, this, &SearchBar::resultsRequested);
}

QString SearchBar::text() const
{
    return m_edit->text();
}

void SearchBar::setText(const QString &text)
{
    m_edit->setText(text);
}

void SearchBar::focusSearch()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void SearchBar::showReading(const QString &problem, qsizetype position, const QString &readAs,
    const QStringList &assumptions)
{
    if (!problem.isEmpty()) {
        m_reading->setFullText(position >= 0 ? tr("Searching as plain words: %1 (at character %2)")
                                                   .arg(problem)
                                                   .arg(position + 1)
                                             : tr("Searching as plain words: %1").arg(problem));
    } else if (!assumptions.isEmpty()) {
        //: %2 lists what was assumed, e.g. "closing the parenthesis, ignoring the dangling OR"
        const QString why = assumptions.join(tr(", "));
        m_reading->setFullText(readAs.isEmpty() ? tr("Showing every paper — %1").arg(why)
                                                : tr("Read as %1 — %2").arg(readAs, why));
    } else {
        m_reading->hide();
        m_reading->setFullText(QString());
        return;
    }
    m_reading->show();
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_edit->text().isEmpty()) {
            m_edit->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down) {
            Q_EMIT resultsRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
