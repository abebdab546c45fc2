// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/librarystore.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

namespace {

// count ids spread over the whole 64-bit range (half of them >= 2^63, negative in SQLite).
QList<PaperId> makeIds(quint64 first, int count)
{
    QList<PaperId> ids;
    ids.reserve(count);
    for (int i = 0; i < count; ++i)
        ids.append(PaperId((first + quint64(i)) * 0x9E3779B97F4A7C15ull));
    return ids;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

// Runs one statement on a plain connection of its own, outside LibraryStore.
QVariant rawValue(const QString &path, const QString &sql)
{
    QVariant value;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return value;
}

const int BulkSize = 200000;
const int EarlySize = 100;

QList<PaperId> earlyIds(int run)
{
    return makeIds(1000000 + quint64(run) * 1000, EarlySize);
}

// The child process of keepsEveryCommitWhenTheWriterIsKilled: commits a few small actions,
// says so, then starts one big tagging transaction and says so; the parent kills it then.
int runCrashWriter(const QString &path, int run)
{
    LibraryStore store;
    if (!store.open(path)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
        return 2;
    }
    const QList<PaperId> early = earlyIds(run);
    const QString suffix = QString::number(run);
    if (!store.addTag(early, QStringLiteral("early-") + suffix)
        || !store.setRead(early.mid(0, 10), true) || !store.setStarred({ early.at(0) }, true)
        || !store.setNote(early.at(1), QStringLiteral("note ") + suffix)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
        return 3;
    }
    const QList<PaperId> bulk = makeIds(quint64(run + 1) * 10000000, BulkSize);
    std::puts("bulk-start");
    std::fflush(stdout);
    if (!store.addTag(bulk, QStringLiteral("bulk-") + suffix))
        return 4;
    std::puts("bulk-done");
    std::fflush(stdout);
    return 0;
}

} // namespace

class TstLibraryStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void normalizesTagNames_data();
    void normalizesTagNames();
    void rejectsInvalidTagNamesWithoutWriting();
    void keepsTheFirstSpellingOfATag();
    void reportsOnlyThePapersThatReallyChanged();
    void emitsSignalsOnlyAfterTheCommit();
    void removingATagKeepsItInTheList();
    void renamesATag();
    void renamingOnlyTheCaseRespellsTheTag();
    void renamingOntoAnExistingTagMerges();
    void deletesATagFromEveryPaper();
    void restoresADeletedTagExactly();
    void undoesAMergeByRestoringBothTags();
    void keepsTheUsersTagOrder();
    void bulkReadsAgreeWithPerPaperReads();
    void storesReadStarredAndNote();
    void forgetsPapersThatReturnToTheDefaultState();
    void restoresStateSnapshots();
    void storesIdsAboveTwoToTheSixtyThree();
    void failsCleanlyWhenNotOpen();

    void keepsEverythingAcrossReopen();
    void keepsTagsWhenTheListIsReorderedAndRewrapped();
    void defaultPathIsInTheAppDataFolder();
    void migratesAVersionOneDatabase();
    void refusesADatabaseFromANewerVersionAndLeavesItAlone();
    void movesADamagedDatabaseAsideAndStartsAFreshOne_data();
    void movesADamagedDatabaseAsideAndStartsAFreshOne();
    void tagsTenThousandPapersWellUnderASecond();
    void loadsTheStateOfAHundredThousandPapersQuickly();
    void keepsEveryCommitWhenTheWriterIsKilled();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }

    LibraryStore *m_store = nullptr; // in-memory, fresh per test
    QTemporaryDir *m_dir = nullptr; // fresh per test
};

void TstLibraryStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(LibraryStore::schemaVersion() >= 2, "schema resources are not linked in");
}

void TstLibraryStore::init()
{
    m_store = new LibraryStore;
    QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
}

void TstLibraryStore::cleanup()
{
    delete m_store;
    m_store = nullptr;
    delete m_dir;
    m_dir = nullptr;
}

void TstLibraryStore::normalizesTagNames_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // null: rejected

    QTest::newRow("plain name kept") << "to read"
                                     << "to read";
    QTest::newRow("surrounding spaces trimmed") << "  diffusion \t"
                                                << "diffusion";
    QTest::newRow("non-ASCII kept") << "Überblick 概要"
                                    << "Überblick 概要";
    QTest::newRow("empty rejected") << "" << QString();
    QTest::newRow("only whitespace rejected") << " \t " << QString();
    QTest::newRow("line break inside rejected") << "a\nb" << QString();
    QTest::newRow("NUL inside rejected") << QString::fromUtf16(u"a\u0000b", 3) << QString();
    QTest::newRow("Unicode line separator rejected")
        << QString::fromUtf16(u"a\u2028b") << QString();
    QTest::newRow("exactly 100 characters accepted")
        << QString(100, QLatin1Char('x')) << QString(100, QLatin1Char('x'));
    QTest::newRow("101 characters rejected") << QString(101, QLatin1Char('x')) << QString();
}

void TstLibraryStore::normalizesTagNames()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QString error;
    const QString name = LibraryStore::normalizedTagName(input, &error);
    QCOMPARE(name, expected);
    QCOMPARE(error.isEmpty(), !expected.isNull());
}

void TstLibraryStore::rejectsInvalidTagNamesWithoutWriting()
{
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QVERIFY(!m_store->addTag(makeIds(1, 3), QStringLiteral("  ")));
    QVERIFY(!m_store->lastError().isEmpty());
    QVERIFY(!m_store->addTag(makeIds(1, 3), QStringLiteral("a\tb")));
    QVERIFY(m_store->tags().isEmpty());
    QCOMPARE(tagsSpy.count(), 0);
}

void TstLibraryStore::keepsTheFirstSpellingOfATag()
{
    const QList<PaperId> ids = makeIds(1, 2);
    QVERIFY(m_store->addTag({ ids.at(0) }, QStringLiteral("Über ML")));
    QVERIFY(m_store->addTag({ ids.at(1) }, QStringLiteral("  über ml ")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("Über ML") });
    QCOMPARE(m_store->tagsOf(ids.at(1)), QStringList { QStringLiteral("Über ML") });
    QCOMPARE(m_store->papersWithTag(QStringLiteral("ÜBER ML")).size(), 2);
}

void TstLibraryStore::reportsOnlyThePapersThatReallyChanged()
{
    const QList<PaperId> ids = makeIds(1, 5);
    QList<PaperId> changed;
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("x"), &changed));
    QCOMPARE(changed, ids.mid(0, 3));
    QVERIFY(m_store->addTag(ids, QStringLiteral("x"), &changed));
    QCOMPARE(changed, ids.mid(3));
    QVERIFY(m_store->removeTag(
        { ids.at(0), ids.at(0), makeIds(99, 1).at(0) }, QStringLiteral("x"), &changed));
    QCOMPARE(changed, QList<PaperId> { ids.at(0) });
    QVERIFY(m_store->setRead(ids.mid(0, 2), true, &changed));
    QVERIFY(m_store->setRead(ids, true, &changed));
    QCOMPARE(changed, ids.mid(2));
    QVERIFY(m_store->setRead(ids.mid(3), false, &changed));
    QCOMPARE(changed, ids.mid(3));
    QVERIFY(m_store->setRead(ids.mid(3), false, &changed));
    QVERIFY(changed.isEmpty());
}

void TstLibraryStore::emitsSignalsOnlyAfterTheCommit()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    // A slot reading the store during the signal must see the committed change.
    QStringList seen;
    connect(m_store, &LibraryStore::papersChanged, this,
        [&](const QList<PaperId> &papers) { seen = m_store->tagsOf(papers.first()); });
    QVERIFY(m_store->addTag(ids, QStringLiteral("new")));
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 1);
    QCOMPARE(papersSpy.at(0).at(0).value<QList<PaperId>>(), ids);
    QCOMPARE(seen, QStringList { QStringLiteral("new") });

    QVERIFY(m_store->addTag(ids, QStringLiteral("NEW"))); // nothing changes: no signal
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 1);
    QVERIFY(m_store->setStarred(ids, true));
    QCOMPARE(tagsSpy.count(), 1);
    QCOMPARE(papersSpy.count(), 2);
}

void TstLibraryStore::removingATagKeepsItInTheList()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->addTag(ids, QStringLiteral("skim")));
    QVERIFY(m_store->removeTag(ids, QStringLiteral("skim")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("skim") });
    QVERIFY(m_store->papersWithTag(QStringLiteral("skim")).isEmpty());
    QVERIFY(m_store->tagsOf(ids.at(0)).isEmpty());
    QVERIFY(m_store->removeTag(ids, QStringLiteral("never created")));
}

void TstLibraryStore::renamesATag()
{
    const QList<PaperId> ids = makeIds(1, 2);
    QVERIFY(m_store->addTag(ids, QStringLiteral("a")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("b")));
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->renameTag(QStringLiteral("A"), QStringLiteral("alpha")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("alpha"), QStringLiteral("b") }));
    QCOMPARE(
        m_store->tagsOf(ids.at(1)), (QStringList { QStringLiteral("alpha"), QStringLiteral("b") }));
    QCOMPARE(papersSpy.count(), 1);
    QVERIFY(!m_store->renameTag(QStringLiteral("missing"), QStringLiteral("x")));
    QVERIFY(m_store->lastError().contains(QStringLiteral("missing")));
}

void TstLibraryStore::renamingOnlyTheCaseRespellsTheTag()
{
    QVERIFY(m_store->addTag(makeIds(1, 1), QStringLiteral("llm")));
    QVERIFY(m_store->renameTag(QStringLiteral("llm"), QStringLiteral("LLM")));
    QCOMPARE(m_store->tags(), QStringList { QStringLiteral("LLM") });
    QCOMPARE(m_store->papersWithTag(QStringLiteral("llm")).size(), 1);
}

void TstLibraryStore::renamingOntoAnExistingTagMerges()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("to-read")));
    QVERIFY(m_store->addTag(ids.mid(2), QStringLiteral("Later")));
    QVERIFY(m_store->addTag({}, QStringLiteral("z")));
    QVERIFY(m_store->renameTag(QStringLiteral("to-read"), QStringLiteral("later")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("Later"), QStringLiteral("z") }));
    QCOMPARE(m_store->tagPosition(QStringLiteral("z")), 1);
    QList<PaperId> merged = m_store->papersWithTag(QStringLiteral("Later"));
    std::sort(merged.begin(), merged.end());
    QList<PaperId> expected = ids;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(merged, expected);
}

void TstLibraryStore::deletesATagFromEveryPaper()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->addTag(ids, QStringLiteral("a")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("b")));
    QVERIFY(m_store->addTag(ids, QStringLiteral("c")));
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->deleteTag(QStringLiteral("B")));
    QCOMPARE(m_store->tags(), (QStringList { QStringLiteral("a"), QStringLiteral("c") }));
    QCOMPARE(m_store->tagPosition(QStringLiteral("c")), 1);
    QCOMPARE(
        m_store->tagsOf(ids.at(2)), (QStringList { QStringLiteral("a"), QStringLiteral("c") }));
    QCOMPARE(papersSpy.count(), 1);
    QCOMPARE(papersSpy.at(0).at(0).value<QList<PaperId>>().size(), 3);
    QVERIFY(!m_store->deleteTag(QStringLiteral("b")));
}

void TstLibraryStore::restoresADeletedTagExactly()
{
    const QList<PaperId> ids = makeIds(1, 5);
    for (const char *name : { "first", "Middle", "last" })
        QVERIFY(m_store->addTag(ids.mid(1, 3), QLatin1String(name)));
    const QList<PaperId> before = m_store->papersWithTag(QStringLiteral("middle"));
    const int position = m_store->tagPosition(QStringLiteral("middle"));
    QVERIFY(m_store->deleteTag(QStringLiteral("middle")));
    QVERIFY(m_store->restoreTag(QStringLiteral("Middle"), before, position));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("first"), QStringLiteral("Middle"), QStringLiteral("last") }));
    QCOMPARE(m_store->papersWithTag(QStringLiteral("middle")), before);
    // Restoring an existing tag replaces its papers and moves it.
    QVERIFY(m_store->restoreTag(QStringLiteral("LAST"), { ids.at(0) }, 0));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("LAST"), QStringLiteral("first"), QStringLiteral("Middle") }));
    QCOMPARE(m_store->papersWithTag(QStringLiteral("last")), QList<PaperId> { ids.at(0) });
}

void TstLibraryStore::undoesAMergeByRestoringBothTags()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->addTag(ids.mid(0, 3), QStringLiteral("source")));
    QVERIFY(m_store->addTag({}, QStringLiteral("between")));
    QVERIFY(m_store->addTag(ids.mid(2), QStringLiteral("target")));
    const QStringList orderBefore = m_store->tags();
    const QList<PaperId> sourcePapers = m_store->papersWithTag(QStringLiteral("source"));
    const QList<PaperId> targetPapers = m_store->papersWithTag(QStringLiteral("target"));
    const int sourcePosition = m_store->tagPosition(QStringLiteral("source"));
    const int targetPosition = m_store->tagPosition(QStringLiteral("target"));

    QVERIFY(m_store->renameTag(QStringLiteral("source"), QStringLiteral("target")));
    QVERIFY(m_store->restoreTag(QStringLiteral("source"), sourcePapers, sourcePosition));
    QVERIFY(m_store->restoreTag(QStringLiteral("target"), targetPapers, targetPosition));

    QCOMPARE(m_store->tags(), orderBefore);
    QCOMPARE(m_store->papersWithTag(QStringLiteral("source")), sourcePapers);
    QCOMPARE(m_store->papersWithTag(QStringLiteral("target")), targetPapers);
}

void TstLibraryStore::keepsTheUsersTagOrder()
{
    for (const char *name : { "a", "b", "c", "d" })
        QVERIFY(m_store->addTag({}, QLatin1String(name)));
    QSignalSpy tagsSpy(m_store, &LibraryStore::tagsChanged);
    QVERIFY(m_store->setTagOrder({ QStringLiteral("C"), QStringLiteral("a") }));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("d") }));
    QCOMPARE(tagsSpy.count(), 1);
    QVERIFY(!m_store->setTagOrder({ QStringLiteral("d"), QStringLiteral("unknown") }));
    QCOMPARE(m_store->tags(),
        (QStringList {
            QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("d") }));
    QCOMPARE(tagsSpy.count(), 1);
    QVERIFY(m_store->addTag({}, QStringLiteral("e")));
    QCOMPARE(m_store->tagPosition(QStringLiteral("e")), 4);
}

void TstLibraryStore::bulkReadsAgreeWithPerPaperReads()
{
    const QList<PaperId> ids = makeIds(1, 50);
    QVERIFY(m_store->addTag(ids.mid(0, 30), QStringLiteral("x")));
    QVERIFY(m_store->addTag(ids.mid(20), QStringLiteral("y")));
    QVERIFY(m_store->setTagOrder({ QStringLiteral("y") }));
    QVERIFY(m_store->setRead(ids.mid(10, 5), true));
    QVERIFY(m_store->setStarred(ids.mid(12, 5), true));
    QVERIFY(m_store->setNote(ids.at(40), QStringLiteral("see appendix")));

    const QStringList tags = m_store->tags();
    const QHash<PaperId, QList<int>> paperTags = m_store->paperTags();
    QCOMPARE(paperTags.size(), 50);
    const QHash<PaperId, PaperState> states = m_store->states();
    QCOMPARE(states.size(), 8);
    for (const PaperId id : ids) {
        QStringList names;
        for (const int index : paperTags.value(id))
            names.append(tags.at(index));
        QCOMPARE(names, m_store->tagsOf(id));
        QCOMPARE(states.value(id), m_store->stateOf(id));
    }
}

void TstLibraryStore::storesReadStarredAndNote()
{
    const PaperId id = makeIds(7, 1).at(0);
    QCOMPARE(m_store->stateOf(id), PaperState());
    QVERIFY(m_store->setRead({ id }, true));
    QVERIFY(m_store->setStarred({ id }, true));
    QVERIFY(m_store->setNote(id, QStringLiteral("Compare with Table 3; «quote» 😀")));
    const PaperState state = m_store->stateOf(id);
    QVERIFY(state.read);
    QVERIFY(state.starred);
    QCOMPARE(state.note, QStringLiteral("Compare with Table 3; «quote» 😀"));
    QVERIFY(m_store->setRead({ id }, false));
    QVERIFY(!m_store->stateOf(id).read);
    QVERIFY(m_store->stateOf(id).starred);
}

void TstLibraryStore::forgetsPapersThatReturnToTheDefaultState()
{
    const QList<PaperId> ids = makeIds(1, 3);
    QVERIFY(m_store->setRead(ids, true));
    QVERIFY(m_store->setNote(ids.at(0), QStringLiteral("n")));
    QVERIFY(m_store->setRead(ids, false));
    QCOMPARE(m_store->states().keys(), QList<PaperId> { ids.at(0) });
    QSignalSpy papersSpy(m_store, &LibraryStore::papersChanged);
    QVERIFY(m_store->setNote(ids.at(0), QString()));
    QVERIFY(m_store->states().isEmpty());
    QVERIFY(m_store->setNote(ids.at(1), QString())); // nothing to clear: no signal
    QCOMPARE(papersSpy.count(), 1);
}

void TstLibraryStore::restoresStateSnapshots()
{
    const QList<PaperId> ids = makeIds(1, 4);
    QVERIFY(m_store->setStarred(ids.mid(0, 2), true));
    QVERIFY(m_store->setNote(ids.at(3), QStringLiteral("keep")));
    const QHash<PaperId, PaperState> before = m_store->statesOf(ids);
    QCOMPARE(before.size(), 4);
    QVERIFY(m_store->setRead(ids, true));
    QVERIFY(m_store->setStarred(ids, false));
    QVERIFY(m_store->setNote(ids.at(3), QString()));
    QVERIFY(m_store->restoreStates(before));
    QCOMPARE(m_store->statesOf(ids), before);
    QCOMPARE(m_store->states().size(), 3);
}

void TstLibraryStore::storesIdsAboveTwoToTheSixtyThree()
{
    const QList<PaperId> ids = { PaperId(~quint64(0)), PaperId(quint64(1) << 63), PaperId(1) };
    QVERIFY(m_store->addTag(ids, QStringLiteral("edge")));
    QVERIFY(m_store->setStarred(ids, true));
    QList<PaperId> back = m_store->papersWithTag(QStringLiteral("edge"));
    std::sort(back.begin(), back.end());
    QList<PaperId> expected = ids;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(back, expected);
    for (const PaperId id : ids) {
        QVERIFY(m_store->paperTags().contains(id));
        QVERIFY(m_store->states().value(id).starred);
    }
}

void TstLibraryStore::failsCleanlyWhenNotOpen()
{
    LibraryStore closed;
    QVERIFY(!closed.addTag(makeIds(1, 1), QStringLiteral("x")));
    QVERIFY(!closed.lastError().isEmpty());
    QVERIFY(closed.tags().isEmpty());
    QVERIFY(!closed.setRead(makeIds(1, 1), true));
}

void TstLibraryStore::keepsEverythingAcrossReopen()
{
    const QList<PaperId> ids = makeIds(1, 10);
    {
        LibraryStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(store.addTag(ids, QStringLiteral("b")));
        QVERIFY(store.addTag(ids.mid(5), QStringLiteral("a")));
        QVERIFY(store.setTagOrder({ QStringLiteral("a") }));
        QVERIFY(store.setRead(ids.mid(0, 3), true));
        QVERIFY(store.setNote(ids.at(9), QStringLiteral("later")));
    }
    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    QVERIFY(store.recoveryMessage().isEmpty());
    QCOMPARE(store.tags(), (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(store.papersWithTag(QStringLiteral("b")).size(), 10);
    QCOMPARE(store.tagsOf(ids.at(9)), (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(store.states().size(), 4);
    QCOMPARE(store.stateOf(ids.at(9)).note, QStringLiteral("later"));
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA journal_mode")).toString(),
        QStringLiteral("wal"));
}

void TstLibraryStore::keepsTagsWhenTheListIsReorderedAndRewrapped()
{
    QString text = QString::fromUtf8(readAll(fixturePath(QStringLiteral("icml2025.txt"))));
    text.remove(0, text.indexOf(QLatin1Char('\n')) + 1); // the header line
    QStringList abstracts
        = text.split(QRegularExpression(QStringLiteral("\\n\\s*\\n")), Qt::SkipEmptyParts);
    QCOMPARE(abstracts.size(), 19);
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        for (int i = 0; i < abstracts.size(); ++i) {
            const PaperId id = PaperId::fromAbstract(abstracts.at(i));
            QVERIFY(store.addTag({ id }, QStringLiteral("paper %1").arg(i)));
            QVERIFY(store.setRead({ id }, i % 2 == 0));
        }
    }
    // The same list, reversed and hard-wrapped differently: every paper keeps its state.
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    for (int i = abstracts.size() - 1; i >= 0; --i) {
        QString rewrapped = abstracts.at(i);
        rewrapped.replace(QStringLiteral(". "), QStringLiteral(".\r\n  "));
        const PaperId id = PaperId::fromAbstract(rewrapped);
        QCOMPARE(store.tagsOf(id), QStringList { QStringLiteral("paper %1").arg(i) });
        QCOMPARE(store.stateOf(id).read, i % 2 == 0);
    }
}

void TstLibraryStore::defaultPathIsInTheAppDataFolder()
{
    const QString path = LibraryStore::defaultPath();
    QVERIFY(path.endsWith(QStringLiteral("/library.sqlite")));
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QVERIFY(QFileInfo(path).dir().exists());
}

void TstLibraryStore::migratesAVersionOneDatabase()
{
    // Build the database exactly as version 1 left it: 001 only, user_version 1, some data.
    const PaperId paper = makeIds(5, 1).at(0);
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(dbPath());
        QVERIFY(db.open());
        QSqlQuery query(db);
        QString sql = QString::fromUtf8(readAll(QStringLiteral(":/schema/001_initial.sql")));
        sql.remove(QRegularExpression(QStringLiteral("--[^\\n]*")));
        for (const QString &statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!statement.trimmed().isEmpty())
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 1")));
        QVERIFY(query.exec(QStringLiteral(
            "INSERT INTO tags (id, name, folded, position) VALUES (1, 'Old', 'old', 0)")));
        QVERIFY(query.exec(
            QStringLiteral("INSERT INTO paper_tags VALUES (%1, 1)").arg(qint64(paper.value()))));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    QCOMPARE(rawValue(dbPath(),
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                "name = 'paper_tags_by_tag'"))
                 .toInt(),
        0);

    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    QCOMPARE(store.tagsOf(paper), QStringList { QStringLiteral("Old") });
    store.close();
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA user_version")).toInt(),
        LibraryStore::schemaVersion());
    QCOMPARE(rawValue(dbPath(),
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                "name = 'paper_tags_by_tag'"))
                 .toInt(),
        1);
}

void TstLibraryStore::refusesADatabaseFromANewerVersionAndLeavesItAlone()
{
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        QVERIFY(store.addTag(makeIds(1, 3), QStringLiteral("mine")));
    }
    const int newer = LibraryStore::schemaVersion() + 1;
    rawValue(dbPath(), QStringLiteral("PRAGMA user_version = %1").arg(newer));
    const QByteArray before = readAll(dbPath());
    QVERIFY(!before.isEmpty());

    LibraryStore store;
    QVERIFY(!store.open(dbPath()));
    QVERIFY(!store.isOpen());
    QVERIFY2(store.lastError().contains(QStringLiteral("newer")), qPrintable(store.lastError()));
    QVERIFY(store.lastError().contains(QString::number(newer)));
    QVERIFY(store.recoveryMessage().isEmpty());
    QCOMPARE(readAll(dbPath()), before);
    QCOMPARE(QDir(m_dir->path()).entryList({ QStringLiteral("*.corrupt-*") }, QDir::Files),
        QStringList());
}

void TstLibraryStore::movesADamagedDatabaseAsideAndStartsAFreshOne_data()
{
    QTest::addColumn<QByteArray>("bytes");

    QByteArray garbage(8192, Qt::Uninitialized);
    QRandomGenerator random(42);
    random.fillRange(reinterpret_cast<quint32 *>(garbage.data()), garbage.size() / 4);
    QTest::newRow("random bytes") << garbage;
    QTest::newRow("empty file") << QByteArray();
    QTest::newRow("a text file") << QByteArray("ICML 2025\n\nNot a database at all.\n");
    QTest::newRow("SQLite header followed by garbage")
        << QByteArray("SQLite format 3\0", 16) + garbage;

    // A real database cut in half (e.g. a copy interrupted, a full disk).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("real.sqlite"));
    {
        LibraryStore store;
        QVERIFY(store.open(path));
        for (int tag = 0; tag < 5; ++tag)
            QVERIFY(store.addTag(
                makeIds(quint64(tag) * 100000 + 1, 4000), QStringLiteral("tag %1").arg(tag)));
        QVERIFY(store.setRead(makeIds(1, 4000), true));
    }
    const QByteArray real = readAll(path);
    QVERIFY(real.size() > 100000);
    QTest::newRow("real database truncated to half") << real.left(real.size() / 2);
    QTest::newRow("real database truncated to its first page") << real.left(4096);
}

void TstLibraryStore::movesADamagedDatabaseAsideAndStartsAFreshOne()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(writeAll(dbPath(), bytes));
    QVERIFY(writeAll(dbPath() + QStringLiteral("-wal"), "stale wal"));

    LibraryStore store;
    QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
    const QString moved = store.movedAsidePath();
    QVERIFY2(QRegularExpression(QStringLiteral("/library\\.sqlite\\.corrupt-\\d{8}-\\d{6}$"))
                 .match(moved)
                 .hasMatch(),
        qPrintable(moved));
    QCOMPARE(readAll(moved), bytes);
    QCOMPARE(readAll(moved + QStringLiteral("-wal")), QByteArray("stale wal"));
    qInfo("%s", qPrintable(store.recoveryMessage()));
    QVERIFY2(store.recoveryMessage().contains(QFileInfo(moved).fileName()),
        qPrintable(store.recoveryMessage()));

    QVERIFY(store.tags().isEmpty());
    QVERIFY(store.addTag(makeIds(1, 2), QStringLiteral("fresh")));
    store.close();
    QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA integrity_check")).toString(),
        QStringLiteral("ok"));
    LibraryStore again;
    QVERIFY(again.open(dbPath()));
    QVERIFY(again.recoveryMessage().isEmpty());
    QCOMPARE(again.papersWithTag(QStringLiteral("fresh")).size(), 2);
}

void TstLibraryStore::tagsTenThousandPapersWellUnderASecond()
{
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    QVERIFY(store.addTag(makeIds(1, 50000), QStringLiteral("background")));
    const QList<PaperId> ids = makeIds(20000, 10000);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(store.addTag(ids, QStringLiteral("selected")));
    const qint64 addMs = timer.elapsed();
    timer.restart();
    QVERIFY(store.removeTag(ids, QStringLiteral("selected")));
    const qint64 removeMs = timer.elapsed();
    timer.restart();
    QVERIFY(store.setRead(ids, true));
    const qint64 readMs = timer.elapsed();
    qInfo("on disk, 10,000 papers: addTag %lld ms, removeTag %lld ms, setRead %lld ms", addMs,
        removeMs, readMs);
    QVERIFY2(addMs < 1000, qPrintable(QString::number(addMs)));
    QVERIFY2(removeMs < 1000, qPrintable(QString::number(removeMs)));
    QVERIFY2(readMs < 1000, qPrintable(QString::number(readMs)));
}

void TstLibraryStore::loadsTheStateOfAHundredThousandPapersQuickly()
{
    const QList<PaperId> ids = makeIds(1, 100000);
    {
        LibraryStore store;
        QVERIFY(store.open(dbPath()));
        QVERIFY(store.setRead(ids, true));
        QVERIFY(store.setStarred(ids.mid(0, 20000), true));
        QVERIFY(store.addTag(ids, QStringLiteral("all")));
        QVERIFY(store.addTag(ids.mid(0, 30000), QStringLiteral("some")));
    }
    QElapsedTimer timer;
    timer.start();
    LibraryStore store;
    QVERIFY(store.open(dbPath()));
    const qint64 openMs = timer.elapsed();
    timer.restart();
    const QHash<PaperId, PaperState> states = store.states();
    const qint64 statesMs = timer.elapsed();
    timer.restart();
    const QHash<PaperId, QList<int>> tags = store.paperTags();
    const qint64 tagsMs = timer.elapsed();
    qInfo("100,000 papers: open (quick_check) %lld ms, states() %lld ms, paperTags() %lld ms, "
          "file %lld KiB",
        openMs, statesMs, tagsMs, QFileInfo(dbPath()).size() / 1024);
    QCOMPARE(states.size(), 100000);
    QCOMPARE(tags.size(), 100000);
    QCOMPARE(tags.value(ids.at(0)).size(), 2);
    QVERIFY2(statesMs + tagsMs < 2000, "loading user state would stall start-up");
}

void TstLibraryStore::keepsEveryCommitWhenTheWriterIsKilled()
{
    // Kill delays after the writer announced the bulk transaction, from "at once" to "maybe
    // done": the kill lands while rows are inserted, during COMMIT, or after it.
    const int delaysMs[] = { 0, 60, 250, 600, 2000 };
    int killedMidway = 0;
    for (int run = 0; run < 5; ++run) {
        QProcess writer;
        writer.start(QCoreApplication::applicationFilePath(),
            { QStringLiteral("--crash-writer"), dbPath(), QString::number(run) });
        QVERIFY(writer.waitForStarted());
        QByteArray output;
        while (!output.contains("bulk-start") && writer.state() == QProcess::Running) {
            writer.waitForReadyRead(30000);
            output += writer.readAllStandardOutput();
        }
        QVERIFY2(output.contains("bulk-start"), writer.readAllStandardError().constData());
        QThread::msleep(delaysMs[run]);
        writer.kill();
        QVERIFY(writer.waitForFinished(30000));
        output += writer.readAllStandardOutput();
        const bool finished = output.contains("bulk-done");
        killedMidway += finished ? 0 : 1;

        QCOMPARE(rawValue(dbPath(), QStringLiteral("PRAGMA integrity_check")).toString(),
            QStringLiteral("ok"));
        LibraryStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(store.recoveryMessage().isEmpty());
        for (int earlier = 0; earlier <= run; ++earlier) {
            const QList<PaperId> early = earlyIds(earlier);
            QCOMPARE(
                store.papersWithTag(QStringLiteral("early-%1").arg(earlier)).size(), EarlySize);
            QVERIFY(store.stateOf(early.at(9)).read);
            QVERIFY(!store.stateOf(early.at(10)).read);
            QVERIFY(store.stateOf(early.at(0)).starred);
            QCOMPARE(store.stateOf(early.at(1)).note, QStringLiteral("note %1").arg(earlier));
        }
        const QString bulkTag = QStringLiteral("bulk-%1").arg(run);
        const qsizetype bulk = store.papersWithTag(bulkTag).size();
        qInfo("run %d: killed %d ms after bulk-start, %s; bulk tag on %lld papers", run,
            delaysMs[run], finished ? "after it finished" : "mid-operation", qlonglong(bulk));
        QVERIFY2(bulk == 0 || bulk == BulkSize, qPrintable(QString::number(bulk)));
        QCOMPARE(store.tags().contains(bulkTag), bulk == BulkSize);
        if (finished)
            QCOMPARE(bulk, qsizetype(BulkSize));
    }
    QVERIFY2(killedMidway > 0, "no kill landed inside the bulk operation");
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--crash-writer") == 0)
        return runCrashWriter(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt());
    TstLibraryStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_librarystore.moc"
