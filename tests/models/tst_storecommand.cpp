// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryedits.h"
#include "library/store/librarystore.h"

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>

namespace {

using Ids = QList<PaperId>;
using MakeCommand = std::function<StoreCommand *(LibraryStore *, const Ids &)>;

Ids makeIds(int count)
{
    Ids ids;
    for (int i = 0; i < count; ++i)
        ids.append(PaperId::fromAbstract(QStringLiteral("Abstract of paper %1.").arg(i)));
    return ids;
}

} // namespace

Q_DECLARE_METATYPE(MakeCommand)

class TstStoreCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void undoRestoresTheStoreExactlyAndRedoRepeats_data();
    void undoRestoresTheStoreExactlyAndRedoRepeats();
    void dropsACommandTheStoreRefuses_data();
    void dropsACommandTheStoreRefuses();
    void dropsACommandThatChangesNothing_data();
    void dropsACommandThatChangesNothing();
    void dropsACommandWhoseUndoFails();
    void undoesASequenceInReverseOrder();

private:
    /// The whole store as one line: tags in order with their papers (as indexes of m_ids),
    /// then read, starred and notes, e.g. "a[0,2] b[] | read[1] starred[] | notes 3:x".
    QString describe() const;
    QString indexesOf(QList<PaperId> papers) const;

    LibraryStore *m_store = nullptr; // in-memory, fresh per test
    Ids m_ids;
};

void TstStoreCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstStoreCommand::init()
{
    m_store = new LibraryStore;
    QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
    m_ids = makeIds(6);
    QVERIFY(m_store->addTag({ m_ids[0], m_ids[2] }, QStringLiteral("to-read")));
    QVERIFY(m_store->addTag({ m_ids[1], m_ids[2] }, QStringLiteral("Café")));
    QVERIFY(m_store->addTag({}, QStringLiteral("between")));
    QVERIFY(m_store->addTag({ m_ids[3] }, QStringLiteral("done")));
    QVERIFY(m_store->setRead({ m_ids[1] }, true));
    QVERIFY(m_store->setStarred({ m_ids[2] }, true));
    QVERIFY(m_store->setNote(m_ids[3], QStringLiteral("check the proof")));
    QCOMPARE(describe(),
        QStringLiteral("to-read[0,2] Café[1,2] between[] done[3] | read[1] starred[2] | "
                       "notes 3:check the proof"));
}

void TstStoreCommand::cleanup()
{
    delete m_store;
    m_store = nullptr;
}

QString TstStoreCommand::indexesOf(QList<PaperId> papers) const
{
    QStringList parts;
    for (const PaperId paper : papers) {
        const int i = int(m_ids.indexOf(paper));
        parts.append(i >= 0 ? QString::number(i) : paper.toString());
    }
    std::sort(parts.begin(), parts.end());
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

QString TstStoreCommand::describe() const
{
    QStringList tags;
    for (const QString &tag : m_store->tags())
        tags.append(tag + indexesOf(m_store->papersWithTag(tag)));
    Ids read, starred;
    QStringList notes;
    const QHash<PaperId, PaperState> states = m_store->states();
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        if (it->read)
            read.append(it.key());
        if (it->starred)
            starred.append(it.key());
        if (!it->note.isEmpty())
            notes.append(indexesOf({ it.key() }).mid(1).chopped(1) + QLatin1Char(':') + it->note);
    }
    notes.sort();
    return tags.join(QLatin1Char(' ')) + QStringLiteral(" | read") + indexesOf(read)
        + QStringLiteral(" starred") + indexesOf(starred) + QStringLiteral(" | notes ")
        + notes.join(QLatin1Char(' '));
}

void TstStoreCommand::undoRestoresTheStoreExactlyAndRedoRepeats_data()
{
    QTest::addColumn<MakeCommand>("make");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("after");

    const QString states = QStringLiteral(" | read[1] starred[2] | notes 3:check the proof");
    const QString tags = QStringLiteral("to-read[0,2] Café[1,2] between[] done[3]");
    auto add = [](const char *name, MakeCommand make, const char *text, const QString &after) {
        QTest::newRow(name) << make << QString::fromUtf8(text) << after;
    };
    using namespace LibraryEdits;
    add(
        "tagging papers of which one already has the tag",
        [](LibraryStore *s, const Ids &ids) {
            return addTag(s, { ids[0], ids[3], ids[4] }, "to-read");
        },
        "Tag 3 papers “to-read”", "to-read[0,2,3,4] Café[1,2] between[] done[3]" + states);
    add(
        "tagging with a new tag, which undo deletes",
        [](LibraryStore *s, const Ids &ids) { return addTag(s, { ids[5] }, "new"); },
        "Tag 1 paper “new”", tags + " new[5]" + states);
    add(
        "creating an empty tag",
        [](LibraryStore *s, const Ids &) { return addTag(s, {}, "empty"); }, "Create tag “empty”",
        tags + " empty[]" + states);
    add(
        "untagging papers of which one does not have the tag",
        [](LibraryStore *s, const Ids &ids) {
            return removeTag(s, { ids[0], ids[1], ids[2] }, "café");
        },
        "Untag 3 papers “café”", "to-read[0,2] Café[] between[] done[3]" + states);
    add(
        "renaming a tag",
        [](LibraryStore *s, const Ids &) { return renameTag(s, "café", "Coffee"); },
        "Rename tag “café” to “Coffee”", "to-read[0,2] Coffee[1,2] between[] done[3]" + states);
    add(
        "renaming only the case of a tag",
        [](LibraryStore *s, const Ids &) { return renameTag(s, "to-read", "To-Read"); },
        "Rename tag “to-read” to “To-Read”", "To-Read[0,2] Café[1,2] between[] done[3]" + states);
    add(
        "merging a tag into a later one",
        [](LibraryStore *s, const Ids &) { return renameTag(s, "to-read", "done"); },
        "Merge tag “to-read” into “done”", "Café[1,2] between[] done[0,2,3]" + states);
    add(
        "merging a tag into an earlier one with shared papers",
        [](LibraryStore *s, const Ids &) { return renameTag(s, "café", "TO-READ"); },
        "Merge tag “café” into “TO-READ”", "to-read[0,1,2] between[] done[3]" + states);
    add(
        "deleting a tag in the middle",
        [](LibraryStore *s, const Ids &) { return deleteTag(s, "café"); }, "Delete tag “café”",
        "to-read[0,2] between[] done[3]" + states);
    add(
        "deleting an unused tag",
        [](LibraryStore *s, const Ids &) { return deleteTag(s, "between"); },
        "Delete tag “between”", "to-read[0,2] Café[1,2] done[3]" + states);
    add(
        "marking papers read of which one already is",
        [](LibraryStore *s, const Ids &ids) {
            return setRead(s, { ids[0], ids[1] }, true);
        },
        "Mark 2 papers read", tags + " | read[0,1] starred[2] | notes 3:check the proof");
    add(
        "marking a paper unread",
        [](LibraryStore *s, const Ids &ids) { return setRead(s, { ids[1] }, false); },
        "Mark 1 paper unread", tags + " | read[] starred[2] | notes 3:check the proof");
    add(
        "starring papers",
        [](LibraryStore *s, const Ids &ids) {
            return setStarred(s, { ids[2], ids[4] }, true);
        },
        "Star 2 papers", tags + " | read[1] starred[2,4] | notes 3:check the proof");
    add(
        "unstarring a paper",
        [](LibraryStore *s, const Ids &ids) { return setStarred(s, { ids[2] }, false); },
        "Unstar 1 paper", tags + " | read[1] starred[] | notes 3:check the proof");
    add(
        "writing a first note",
        [](LibraryStore *s, const Ids &ids) { return setNote(s, ids[0], "skim"); }, "Edit note",
        tags + " | read[1] starred[2] | notes 0:skim 3:check the proof");
    add(
        "editing a note",
        [](LibraryStore *s, const Ids &ids) { return setNote(s, ids[3], "proof is fine"); },
        "Edit note", tags + " | read[1] starred[2] | notes 3:proof is fine");
    add(
        "removing a note", [](LibraryStore *s, const Ids &ids) { return setNote(s, ids[3], {}); },
        "Remove note", tags + " | read[1] starred[2] | notes ");
    add(
        "reordering tags",
        [](LibraryStore *s, const Ids &) {
            return setTagOrder(s, { "done", "TO-READ" });
        },
        "Reorder tags", "done[3] to-read[0,2] Café[1,2] between[]" + states);
}

void TstStoreCommand::undoRestoresTheStoreExactlyAndRedoRepeats()
{
    QFETCH(MakeCommand, make);
    QFETCH(QString, text);
    QFETCH(QString, after);

    const QString before = describe();
    QUndoStack stack;
    stack.push(make(m_store, m_ids));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.undoText(), text);
    QCOMPARE(describe(), after);
    for (int round = 0; round < 2; ++round) {
        stack.undo();
        QCOMPARE(describe(), before);
        stack.redo();
        QCOMPARE(describe(), after);
    }
    QCOMPARE(stack.count(), 1);
}

void TstStoreCommand::dropsACommandTheStoreRefuses_data()
{
    QTest::addColumn<MakeCommand>("make");
    QTest::addColumn<bool>("closeStore");

    using namespace LibraryEdits;
    QTest::newRow("deleting a tag that does not exist")
        << MakeCommand([](LibraryStore *s, const Ids &) { return deleteTag(s, "nope"); }) << false;
    QTest::newRow("renaming a tag that does not exist")
        << MakeCommand([](LibraryStore *s, const Ids &) { return renameTag(s, "nope", "x"); })
        << false;
    QTest::newRow("renaming a tag to an empty name")
        << MakeCommand([](LibraryStore *s, const Ids &) { return renameTag(s, "done", " "); })
        << false;
    QTest::newRow("tagging with a line break in the name") << MakeCommand(
        [](LibraryStore *s, const Ids &ids) { return addTag(s, { ids[0] }, "a\nb"); })
                                                           << false;
    QTest::newRow("reordering with an unknown tag")
        << MakeCommand([](LibraryStore *s, const Ids &) { return setTagOrder(s, { "nope" }); })
        << false;
    QTest::newRow("marking read in a closed store")
        << MakeCommand([](LibraryStore *s, const Ids &ids) { return setRead(s, ids, true); })
        << true;
    QTest::newRow("writing a note in a closed store")
        << MakeCommand([](LibraryStore *s, const Ids &ids) { return setNote(s, ids[0], "x"); })
        << true;
}

void TstStoreCommand::dropsACommandTheStoreRefuses()
{
    QFETCH(MakeCommand, make);
    QFETCH(bool, closeStore);

    const QString before = describe();
    if (closeStore)
        m_store->close();
    QUndoStack stack;
    stack.push(make(m_store, m_ids));
    QCOMPARE(stack.count(), 0);
    QVERIFY(!stack.canUndo());
    QVERIFY(!m_store->lastError().isEmpty());
    if (closeStore)
        QVERIFY(m_store->open(QStringLiteral(":memory:"))); // a fresh one: nothing to compare
    else
        QCOMPARE(describe(), before);
}

void TstStoreCommand::dropsACommandThatChangesNothing_data()
{
    QTest::addColumn<MakeCommand>("make");

    using namespace LibraryEdits;
    QTest::newRow("tagging papers that all have the tag")
        << MakeCommand([](LibraryStore *s, const Ids &ids) {
               return addTag(s, { ids[0], ids[2] }, "TO-READ");
           });
    QTest::newRow("untagging papers that do not have the tag") << MakeCommand(
        [](LibraryStore *s, const Ids &ids) { return removeTag(s, { ids[4] }, "done"); });
    QTest::newRow("renaming a tag to its own name")
        << MakeCommand([](LibraryStore *s, const Ids &) { return renameTag(s, "done", "done"); });
    QTest::newRow("marking read papers read") << MakeCommand(
        [](LibraryStore *s, const Ids &ids) { return setRead(s, { ids[1] }, true); });
    QTest::newRow("unstarring papers without a star")
        << MakeCommand([](LibraryStore *s, const Ids &ids) {
               return setStarred(s, { ids[0], ids[5] }, false);
           });
    QTest::newRow("writing the same note again") << MakeCommand(
        [](LibraryStore *s, const Ids &ids) { return setNote(s, ids[3], "check the proof"); });
    QTest::newRow("reordering into the current order")
        << MakeCommand([](LibraryStore *s, const Ids &) { return setTagOrder(s, { "to-read" }); });
}

void TstStoreCommand::dropsACommandThatChangesNothing()
{
    QFETCH(MakeCommand, make);

    const QString before = describe();
    QUndoStack stack;
    stack.push(make(m_store, m_ids));
    QCOMPARE(stack.count(), 0);
    QCOMPARE(describe(), before);
}

void TstStoreCommand::dropsACommandWhoseUndoFails()
{
    QUndoStack stack;
    stack.push(LibraryEdits::setStarred(m_store, { m_ids[0] }, true));
    QCOMPARE(stack.count(), 1);
    m_store->close();
    stack.undo();
    QCOMPARE(stack.count(), 0);
    QVERIFY(!stack.canRedo());
}

void TstStoreCommand::undoesASequenceInReverseOrder()
{
    using namespace LibraryEdits;
    const QString before = describe();
    QUndoStack stack;
    stack.push(addTag(m_store, { m_ids[4], m_ids[5] }, QStringLiteral("new")));
    stack.push(renameTag(m_store, QStringLiteral("new"), QStringLiteral("café")));
    stack.push(setTagOrder(m_store, { QStringLiteral("done") }));
    stack.push(deleteTag(m_store, QStringLiteral("to-read")));
    stack.push(setRead(m_store, m_ids, true));
    stack.push(setNote(m_store, m_ids[3], {}));
    QCOMPARE(stack.count(), 6);
    const QString after = describe();
    QCOMPARE(after,
        QStringLiteral("done[3] Café[1,2,4,5] between[] | read[0,1,2,3,4,5] "
                       "starred[2] | notes "));
    while (stack.canUndo())
        stack.undo();
    QCOMPARE(describe(), before);
    while (stack.canRedo())
        stack.redo();
    QCOMPARE(describe(), after);
}

QTEST_GUILESS_MAIN(TstStoreCommand)
#include "tst_storecommand.moc"
