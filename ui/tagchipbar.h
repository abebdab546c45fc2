// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class FlowLayout;
class QCompleter;
class QLineEdit;
class QStringListModel;
class QToolButton;

/// A paper's tags as chips ("tag ×", the × removes it) followed by a box to add one, with
/// completion from the user's existing tags. Emits requests; changes nothing by itself.
class TagChipBar final : public QWidget
{
    Q_OBJECT
public:
    explicit TagChipBar(QWidget *parent = nullptr);

    void setTags(const QStringList &tags);
    QStringList tags() const { return m_tags; }
    /// Names offered while typing in the add box.
    void setCompletions(const QStringList &names);
    QLineEdit *addEdit() const { return m_add; }
    /// The chip of tag, or null (for tests).
    QToolButton *chip(const QString &tag) const;

Q_SIGNALS:
    void addRequested(const QString &tag);
    void removeRequested(const QString &tag);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitChipTexts();
    void submit();

    FlowLayout *m_flow;
    QLineEdit *m_add;
    QStringListModel *m_names;
    QCompleter *m_completer;
    QList<QToolButton *> m_chips;
    QStringList m_tags;
};
