// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/recentlists.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

/// RecentLists: the order, the limit and the one spelling per file that File ▸ Open Recent
/// shows, and what it makes of settings written by hand.
class TestRecentListSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void theMostRecentComesFirstAndEachListOnce();
    void onlyTheTenMostRecentAreKept();
    void oneSpellingPerFile();
    void bundledListsAreNotKept();
    void removeAndClearSaveAnEmptyList();
    void settingsWrittenByHandAreTidiedOnLoad();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestRecentListSettings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("Paperdesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paperdesk"));
}

void TestRecentListSettings::init()
{
    QSettings().clear();
}

void TestRecentListSettings::theMostRecentComesFirstAndEachListOnce()
{
    RecentLists recent;
    for (const char *name : { "a.txt", "b.txt", "a.txt", "c.txt" })
        recent.add(path(QLatin1String(name)));
    QCOMPARE(recent.paths(), QStringList({ path("c.txt"), path("a.txt"), path("b.txt") }));
    QCOMPARE(recent.last(), path("c.txt"));
    recent.save();
    QCOMPARE(RecentLists::load().paths(), recent.paths());
}

void TestRecentListSettings::onlyTheTenMostRecentAreKept()
{
    RecentLists recent;
    for (int i = 1; i <= 12; ++i)
        recent.add(path(QStringLiteral("%1.txt").arg(i)));
    QCOMPARE(recent.paths().size(), RecentLists::maximum);
    QCOMPARE(recent.paths().first(), path("12.txt"));
    QCOMPARE(recent.paths().last(), path("3.txt"));
}

void TestRecentListSettings::oneSpellingPerFile()
{
    RecentLists recent;
    recent.add(path("a.txt"));
    recent.add(m_dir.path() + QStringLiteral("/./sub/../a.txt"));
    QCOMPARE(recent.paths(), QStringList({ path("a.txt") }));
    // A relative path is taken from the current folder, as the command line does.
    const QString before = QDir::currentPath();
    QDir::setCurrent(m_dir.path());
    recent.add(QStringLiteral("b.txt"));
    QDir::setCurrent(before);
    QCOMPARE(recent.last(), path("b.txt"));
}

void TestRecentListSettings::bundledListsAreNotKept()
{
    RecentLists recent;
    recent.add(QStringLiteral(":/icml2025.txt"));
    recent.add(QString());
    QVERIFY(recent.isEmpty());
    QCOMPARE(recent.last(), QString());
}

void TestRecentListSettings::removeAndClearSaveAnEmptyList()
{
    RecentLists recent;
    recent.add(path("a.txt"));
    recent.add(path("b.txt"));
    recent.remove(path("a.txt"));
    QCOMPARE(recent.paths(), QStringList({ path("b.txt") }));
    recent.clear();
    recent.save();
    QVERIFY(!QSettings().contains(QStringLiteral("recent/lists")));
    QVERIFY(RecentLists::load().isEmpty());
}

void TestRecentListSettings::settingsWrittenByHandAreTidiedOnLoad()
{
    QStringList stored = { path("a.txt"), QString(), QStringLiteral(":/icml2025.txt"),
        path("b.txt"), m_dir.path() + QStringLiteral("/./a.txt") };
    for (int i = 1; i <= 12; ++i)
        stored.append(path(QStringLiteral("%1.txt").arg(i)));
    QSettings().setValue(QStringLiteral("recent/lists"), stored);
    const QStringList loaded = RecentLists::load().paths();
    QCOMPARE(loaded.size(), RecentLists::maximum);
    QCOMPARE(loaded.mid(0, 3), QStringList({ path("a.txt"), path("b.txt"), path("1.txt") }));
    QCOMPARE(loaded.last(), path("8.txt"));
}

QTEST_GUILESS_MAIN(TestRecentListSettings)
#include "tst_recentlistsettings.moc"
