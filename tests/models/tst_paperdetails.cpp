// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/paperdetailsbuilder.h"
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "search/queryparser.h"

#include <QTest>

namespace {

Paper makePaper(int i)
{
    Paper paper;
    paper.abstract
        = QStringLiteral("We study diffusion problem number %1 with $\\alpha$ steps.").arg(i);
    paper.title = QStringLiteral("Diffusion paper %1").arg(i);
    paper.id = PaperId::fromAbstract(paper.abstract);
    paper.topics = { 1, 0 };
    return paper;
}

LoadedCollectionPtr makeCollection(const QString &format, int count = 4, bool reversed = false)
{
    auto collection = std::make_shared<LoadedCollection>();
    collection->collection.name = QStringLiteral("test list");
    collection->collection.format = format;
    for (int i = 0; i < count; ++i)
        collection->collection.papers.append(makePaper(reversed ? count - 1 - i : i));
    collection->topicNames
        = { QStringLiteral("Generative models"), QStringLiteral("Optimization") };
    collection->index = SearchIndex::build(collection->collection.papers);
    collection->storeAbstracts();
    return collection;
}

Query parsed(const QString &text)
{
    return QueryParser::parse(text).query;
}

} // namespace

/// PaperDetailsBuilder: what the detail pane is handed for one paper of a loaded list.
class TestPaperDetails : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_store = std::make_unique<LibraryStore>();
        QVERIFY2(m_store->open(QStringLiteral(":memory:")), qPrintable(m_store->lastError()));
        m_state = std::make_unique<ListMarks>(m_store.get());
    }
    void cleanup()
    {
        m_state.reset();
        m_store.reset();
    }

    void givesThePaperWithItsAbstractFilledIn()
    {
        const LoadedCollectionPtr list = makeCollection(QStringLiteral("bib"));
        m_state->setCollection(list);
        const PaperId id = list->collection.papers.at(2).id;
        const auto details = PaperDetailsBuilder::build(*list, *m_state, id, Query());
        QVERIFY(details);
        QCOMPARE(details->paper.id, id);
        QCOMPARE(details->paper.title, QStringLiteral("Diffusion paper 2"));
        QCOMPARE(details->paper.abstract, list->abstract(2));
        QVERIFY(!details->paper.abstract.isEmpty());
    }

    void namesTheTopicsInThePapersOrder()
    {
        const LoadedCollectionPtr list = makeCollection(QStringLiteral("bib"));
        m_state->setCollection(list);
        const auto details = PaperDetailsBuilder::build(
            *list, *m_state, list->collection.papers.at(0).id, Query());
        QVERIFY(details);
        QCOMPARE(details->topicNames,
            QStringList({ QStringLiteral("Optimization"), QStringLiteral("Generative models") }));
    }

    void showsLatexAsUnicodeOnlyForListsThatKeepIt()
    {
        for (const QString &format : { QStringLiteral("txt"), QStringLiteral("bib") }) {
            const LoadedCollectionPtr list = makeCollection(format);
            m_state->setCollection(list);
            const auto details = PaperDetailsBuilder::build(
                *list, *m_state, list->collection.papers.at(1).id, Query());
            QVERIFY(details);
            QCOMPARE(details->shownAbstract, list->shownAbstract(1));
            QCOMPARE(details->paper.abstract.contains(QStringLiteral("$\\alpha$")), true);
            QCOMPARE(details->shownAbstract.contains(QStringLiteral("$\\alpha$")),
                format == QStringLiteral("bib"));
        }
    }

    void highlightsTheQueryInTitleAndAbstract()
    {
        const LoadedCollectionPtr list = makeCollection(QStringLiteral("txt"));
        m_state->setCollection(list);
        const auto details = PaperDetailsBuilder::build(
            *list, *m_state, list->collection.papers.at(0).id, parsed(QStringLiteral("diffusion")));
        QVERIFY(details);
        using Ranges = PaperDetails::Ranges;
        QCOMPARE(details->titleHighlights, Ranges({ { 0, 9 } }));
        QCOMPARE(details->abstractHighlights, Ranges({ { 9, 9 } }));
        QCOMPARE(details->shownAbstract.mid(9, 9), QStringLiteral("diffusion"));

        const auto titleOnly = PaperDetailsBuilder::build(*list, *m_state,
            list->collection.papers.at(0).id, parsed(QStringLiteral("title:paper")));
        QVERIFY(titleOnly);
        QCOMPARE(titleOnly->titleHighlights, Ranges({ { 10, 5 } }));
        QVERIFY(titleOnly->abstractHighlights.isEmpty());
    }

    void carriesTheUsersMarks()
    {
        const LoadedCollectionPtr list = makeCollection(QStringLiteral("txt"));
        const PaperId id = list->collection.papers.at(3).id;
        QVERIFY(m_store->addTag({ id }, QStringLiteral("to-read")));
        QVERIFY(m_store->addTag({ id }, QStringLiteral("Café")));
        QVERIFY(m_store->setRead({ id }, true));
        QVERIFY(m_store->setNote(id, QStringLiteral("cite in chapter 2")));
        m_state->setCollection(list);

        const auto details = PaperDetailsBuilder::build(*list, *m_state, id, Query());
        QVERIFY(details);
        QCOMPARE(details->marks.tags,
            QStringList({ QStringLiteral("to-read"), QStringLiteral("Café") }));
        QVERIFY(details->marks.read);
        QVERIFY(!details->marks.starred);
        QCOMPARE(details->marks.note, QStringLiteral("cite in chapter 2"));

        const auto marks = PaperDetailsBuilder::marks(*list, *m_state, id);
        QVERIFY(marks);
        QCOMPARE(marks->tags, details->marks.tags);
        QCOMPARE(marks->note, details->marks.note);

        const auto other = PaperDetailsBuilder::build(
            *list, *m_state, list->collection.papers.at(0).id, Query());
        QVERIFY(other);
        QVERIFY(other->marks.tags.isEmpty());
        QVERIFY(!other->marks.read);
        QVERIFY(other->marks.note.isEmpty());
    }

    void findsNothingForAnIdNotInTheList()
    {
        const LoadedCollectionPtr list = makeCollection(QStringLiteral("txt"));
        m_state->setCollection(list);
        QVERIFY(!PaperDetailsBuilder::build(*list, *m_state, PaperId(42), Query()));
        QVERIFY(!PaperDetailsBuilder::build(*list, *m_state, PaperId(), Query()));
        QVERIFY(!PaperDetailsBuilder::marks(*list, *m_state, PaperId(42)));
    }

    // Between a new list reaching the models and the state loading it, the state's rows are
    // the old list's: the paper is shown unmarked rather than with another paper's marks.
    void readsNoMarksFromTheStateOfAnotherList()
    {
        const LoadedCollectionPtr oldList = makeCollection(QStringLiteral("txt"), 2);
        QVERIFY(m_store->setStarred({ oldList->collection.papers.at(0).id }, true));
        m_state->setCollection(oldList);
        const LoadedCollectionPtr newList = makeCollection(QStringLiteral("txt"), 2, true);
        const PaperId unstarred = oldList->collection.papers.at(1).id;
        const auto details = PaperDetailsBuilder::build(*newList, *m_state, unstarred, Query());
        QVERIFY(details);
        QCOMPARE(details->paper.id, unstarred);
        QCOMPARE(details->paper.abstract, oldList->abstract(1));
        QVERIFY(!details->marks.starred);
    }

private:
    std::unique_ptr<LibraryStore> m_store;
    std::unique_ptr<ListMarks> m_state;
};

QTEST_GUILESS_MAIN(TestPaperDetails)
#include "tst_paperdetails.moc"
