// Every technique's hint names its digits and points somewhere (issue 32, items 3 and 4): on
// each technique's example of Help ▸ Techniques (resources/help/examples.txt), the step's title
// (the line of the Steps tab, the history and sudoku-cli explain) names digits, in English,
// German and Japanese, and level 1's highlight shades a unit, cells or candidates.
#include "board/geometry.h"
#include "grid/boardhighlight.h"
#include "help/helpexamples.h"
#include "wording/stepwording.h"
#include "wording/translations.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

class TestHintWhere : public QObject
{
    Q_OBJECT

    struct Example
    {
        core::Technique technique;
        core::Board board;
        core::Step step;
    };

    std::vector<Example> m_examples;

private slots:
    void initTestCase()
    {
        for (int t = 0; t < core::kTechniqueCount; ++t) {
            const auto technique = core::Technique(t);
            const auto board = HelpExamples::position(technique);
            if (!board)
                continue;
            const auto step = HelpExamples::step(technique, *board);
            QVERIFY2(step, core::techniqueId(technique).data());
            m_examples.push_back({ technique, *board, *step });
        }
        QVERIFY(m_examples.size() >= std::size_t(core::kTechniqueCount - 1));
    }

    // No title with an empty digit list ("X-Chain on : ...", "Forcing Net on :"), in every
    // language; one fin is "fin", not "fins".
    void everyTitleNamesItsDigits()
    {
        const QRegularExpression emptyList(QStringLiteral("(^|\\s)(on|mit)\\s*[:,(]"));
        for (const char *lang : { "en", "de", "ja" }) {
            QVERIFY(Translations::install(QString::fromLatin1(lang)));
            for (const Example &e : m_examples) {
                const StepWording w(e.board.geometry(), core::CellNaming::Letter);
                const QString line = w.line(e.step);
                const QString name = StepWording::techniqueName(e.technique);
                QVERIFY2(!emptyList.match(line).hasMatch(), qPrintable(line));
                QVERIFY2(!line.contains(QStringLiteral(" : ")), qPrintable(line));
                // The title names a digit: one of the step's effect or pattern digits.
                const QString after = line.mid(name.size());
                QVERIFY2(
                    after.contains(QRegularExpression(QStringLiteral("[1-9]"))), qPrintable(line));
                if (QLatin1String(lang) == QLatin1String("en")) {
                    const QRegularExpression fins(QStringLiteral("\\(fins ([A-I][1-9])\\)"));
                    QVERIFY2(!fins.match(line).hasMatch(), qPrintable(line));
                    const QString text = w.explanation(e.step);
                    const QRegularExpression oneFin(QStringLiteral("the fins [A-I][1-9] in"));
                    QVERIFY2(!oneFin.match(text).hasMatch(), qPrintable(text));
                }
            }
        }
        QVERIFY(Translations::install(QStringLiteral("en")));
    }

    // Level 1 points somewhere for every technique: the highlight the board gets shades a unit,
    // cells or the candidates of the digits it names, and the words name them.
    void levelOnePointsSomewhere()
    {
        for (const Example &e : m_examples) {
            const StepWording w(e.board.geometry(), core::CellNaming::Letter);
            const std::vector<int> units = w.whereUnits(e.step);
            const std::vector<int> cells = w.whereCells(e.step);
            const core::Mask digits = w.whereDigits(e.step);
            const BoardHighlight h = BoardHighlight::whereToLook(units, cells, digits, e.board);
            const QString name = StepWording::techniqueName(e.technique);
            QVERIFY2(!h.isEmpty(), qPrintable(name));
            const QString text = w.whereToLook(e.step);
            if (e.technique == core::Technique::MultiSectorLockedSet) {
                // Its rows and its columns, each kind named together.
                std::vector<int> rows, columns;
                for (int u : units)
                    (e.board.geometry().unitKind(u) == core::UnitKind::Row ? rows : columns)
                        .push_back(u);
                QVERIFY2(!rows.empty() && !columns.empty(), qPrintable(text));
                QVERIFY2(
                    text.contains(w.unitsPhrase(rows)) && text.contains(w.unitsPhrase(columns)),
                    qPrintable(text));
            } else if (!units.empty())
                QVERIFY2(text.contains(w.unitName(units.front())), qPrintable(text));
            else if (!cells.empty())
                QVERIFY2(text.contains(w.cellName(cells.front()))
                        // A BUG's words say why, not where: its cell is the answer.
                        || e.technique == core::Technique::BugPlusOne
                        || e.technique == core::Technique::BugType2
                        || e.technique == core::Technique::BugType3
                        || e.technique == core::Technique::BugType4,
                    qPrintable(text));
            else
                QVERIFY2(digits != 0 && text.contains(w.digitList(digits)), qPrintable(text));
            // The digits' candidates are where the position has them.
            for (int c = 0; c < e.board.cellCount(); ++c)
                if (!h.pattern.isEmpty())
                    QCOMPARE(h.pattern[c], e.board.isOpen(c) ? e.board.candidates(c) & digits : 0u);
        }
    }

    // A chain that places a digit names it: the "X-Chain on : ... => C6=2".
    void aPlacingChainNamesItsDigit()
    {
        core::Step s;
        s.technique = core::Technique::XChain;
        const core::Geometry &g = core::Geometry::classic();
        s.symbols = core::bit(2);
        core::Chain c;
        const int c6 = *g.parseCellName("C6"), f6 = *g.parseCellName("F6"),
                  f1 = *g.parseCellName("F1");
        c.nodes = { { { c6 }, 2 }, { { f6 }, 2 }, { { f1 }, 2 } };
        c.links = { core::ChainLink::Strong, core::ChainLink::Weak };
        s.chains = { c };
        s.placements = { { c6, 2 } };
        const QString line = StepWording(g, core::CellNaming::Letter).line(s);
        QVERIFY2(line.startsWith(QStringLiteral("X-Chain on 2: ")), qPrintable(line));
        // A forcing net is named by what it proves.
        s.technique = core::Technique::ForcingNet;
        s.symbols = core::bit(2) | core::bit(5) | core::bit(7);
        s.placements = { { f1, 8 } };
        const QString net = StepWording(g, core::CellNaming::Letter).line(s);
        QVERIFY2(net.startsWith(QStringLiteral("Forcing Net on 8: ")), qPrintable(net));
    }
};

QTEST_MAIN(TestHintWhere)
#include "tst_hintwhere.moc"
