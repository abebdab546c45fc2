// SPDX-License-Identifier: GPL-3.0-or-later
// The sidebar on its own, over a small model with TagModel's roles, driven by real mouse and
// key events: which term each click or key asks for, and how the find box narrows the rows.
#include "itemmodels/tagmodel.h"
#include "search/querytext.h"
#include "tagsidebar.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

namespace {

QStandardItem *row(TagModel::Kind kind, const QString &name, const QString &field = {},
    const QString &value = {}, qsizetype count = 1)
{
    auto *item = new QStandardItem(name);
    item->setData(QVariant::fromValue(kind), TagModel::KindRole);
    item->setData(field, TagModel::FieldRole);
    item->setData(value, TagModel::ValueRole);
    item->setData(name, TagModel::NameRole);
    item->setData(count, TagModel::CountRole);
    item->setData(int(TermState::Off), TagModel::StateRole);
    item->setData(kind != TagModel::Kind::Tag, TagModel::FixedRole);
    return item;
}

} // namespace

class TestTagSidebar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void clickAsksForTheRowAloneAndModifiersToggleOrExclude_data();
    void clickAsksForTheRowAloneAndModifiersToggleOrExclude();
    void clickOnAllPapersAsksForEveryPaper();
    void spaceAndEnterActivateTheCurrentRow();
    void typingInTheFindBoxKeepsOnlyMatchingRows();

private:
    QModelIndex viewRow(const QString &name) const;
    QPoint centreOf(const QModelIndex &index) const;

    QStandardItemModel *m_model = nullptr;
    TagSidebar *m_sidebar = nullptr;
};

void TestTagSidebar::init()
{
    m_model = new QStandardItemModel;
    m_model->appendRow(row(TagModel::Kind::AllPapers, QStringLiteral("All papers")));
    QStandardItem *reading = row(TagModel::Kind::Section, QStringLiteral("Reading"));
    reading->appendRow(row(TagModel::Kind::Status, QStringLiteral("Unread"), QStringLiteral("is"),
        QStringLiteral("unread")));
    m_model->appendRow(reading);
    QStandardItem *tags = row(TagModel::Kind::Section, QStringLiteral("Tags"));
    tags->appendRow(row(TagModel::Kind::Tag, QStringLiteral("to read"), QStringLiteral("tag"),
        QStringLiteral("to read")));
    tags->appendRow(row(TagModel::Kind::Tag, QStringLiteral("vision"), QStringLiteral("tag"),
        QStringLiteral("vision")));
    m_model->appendRow(tags);

    m_sidebar = new TagSidebar;
    m_sidebar->setModel(m_model);
    m_sidebar->resize(300, 400);
    m_sidebar->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_sidebar));
    m_sidebar->activateWindow();
}

void TestTagSidebar::cleanup()
{
    delete m_sidebar;
    m_sidebar = nullptr;
    delete m_model;
    m_model = nullptr;
}

QModelIndex TestTagSidebar::viewRow(const QString &name) const
{
    const QModelIndexList found
        = m_sidebar->view()->model()->match(m_sidebar->view()->model()->index(0, 0),
            TagModel::NameRole, name, 1, Qt::MatchExactly | Qt::MatchRecursive);
    return found.value(0);
}

QPoint TestTagSidebar::centreOf(const QModelIndex &index) const
{
    return m_sidebar->view()->visualRect(index).center();
}

void TestTagSidebar::clickAsksForTheRowAloneAndModifiersToggleOrExclude_data()
{
    QTest::addColumn<Qt::KeyboardModifiers>("modifiers");
    QTest::addColumn<SidebarQuery::Action>("action");
    QTest::newRow("plain") << Qt::KeyboardModifiers() << SidebarQuery::Action::Only;
    QTest::newRow("ctrl") << Qt::KeyboardModifiers(Qt::ControlModifier)
                          << SidebarQuery::Action::Toggle;
    QTest::newRow("shift") << Qt::KeyboardModifiers(Qt::ShiftModifier)
                           << SidebarQuery::Action::Toggle;
    QTest::newRow("alt") << Qt::KeyboardModifiers(Qt::AltModifier) << SidebarQuery::Action::Exclude;
}

void TestTagSidebar::clickAsksForTheRowAloneAndModifiersToggleOrExclude()
{
    QFETCH(Qt::KeyboardModifiers, modifiers);
    QFETCH(SidebarQuery::Action, action);
    QSignalSpy activated(m_sidebar, &TagSidebar::termActivated);
    const QModelIndex vision = viewRow(QStringLiteral("vision"));
    QVERIFY(vision.isValid());
    QTest::mouseClick(m_sidebar->view()->viewport(), Qt::LeftButton, modifiers, centreOf(vision));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("tag"));
    QCOMPARE(activated.at(0).at(1).toString(), QStringLiteral("vision"));
    QCOMPARE(activated.at(0).at(2).value<SidebarQuery::Action>(), action);
}

void TestTagSidebar::clickOnAllPapersAsksForEveryPaper()
{
    QSignalSpy all(m_sidebar, &TagSidebar::allPapersActivated);
    QSignalSpy activated(m_sidebar, &TagSidebar::termActivated);
    QTest::mouseClick(m_sidebar->view()->viewport(), Qt::LeftButton, {},
        centreOf(viewRow(QStringLiteral("All papers"))));
    QCOMPARE(all.count(), 1);
    // A section heading stands for no term: clicking it asks for nothing.
    QTest::mouseClick(m_sidebar->view()->viewport(), Qt::LeftButton, {},
        centreOf(viewRow(QStringLiteral("Tags"))));
    QCOMPARE(activated.count(), 0);
    QCOMPARE(all.count(), 1);
}

void TestTagSidebar::spaceAndEnterActivateTheCurrentRow()
{
    QSignalSpy activated(m_sidebar, &TagSidebar::termActivated);
    m_sidebar->view()->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), m_sidebar->view());
    m_sidebar->view()->setCurrentIndex(viewRow(QStringLiteral("Reading")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down); // onto Unread
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(1).toString(), QStringLiteral("unread"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::AltModifier);
    QCOMPARE(activated.count(), 2);
    QCOMPARE(activated.at(1).at(2).value<SidebarQuery::Action>(), SidebarQuery::Action::Exclude);
}

void TestTagSidebar::typingInTheFindBoxKeepsOnlyMatchingRows()
{
    m_sidebar->filterEdit()->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), m_sidebar->filterEdit());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("visi"));
    QVERIFY(viewRow(QStringLiteral("vision")).isValid());
    QVERIFY(!viewRow(QStringLiteral("to read")).isValid());
    QVERIFY(!viewRow(QStringLiteral("Unread")).isValid());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    QVERIFY(viewRow(QStringLiteral("to read")).isValid());
    QVERIFY(viewRow(QStringLiteral("Unread")).isValid());
}

QTEST_MAIN(TestTagSidebar)
#include "tst_tagsidebar.moc"
