// One voice: the line sudoku-cli explain prints for every step of real solution paths (NYT easy
// and hard, top95, the 16x16 file) is the very string the GUI's Steps tab shows for that step
// (StepListModel's DisplayRole), in English, German and Japanese, for every technique that
// occurs. The CLI side is the real binary; the GUI side the real model, in the language the
// GUI installs (Appearance::applyLanguage).
#include "board/formats.h"
#include "common/appearance.h"
#include "logic/tutorengine.h"
#include "play/steplistmodel.h"
#include "wording/stepwording.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

namespace {

// The step lines sudoku-cli explain prints ("  12. text"), in order, for every puzzle.
QStringList cliLines(const QString &file, const QString &language, const QString &naming)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C")); // --lang alone chooses
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SUDOKU_CLI),
        { QStringLiteral("explain"), file, QStringLiteral("--lang"), language,
            QStringLiteral("--naming"), naming });
    if (!process.waitForFinished(300000) || process.exitCode() != 0)
        return { QStringLiteral("sudoku-cli failed: ")
            + QString::fromUtf8(process.readAllStandardError()) };
    static const QRegularExpression step(QStringLiteral("^ *[0-9]+\\. (.*)$"));
    QStringList lines;
    for (const QString &line : QString::fromUtf8(process.readAllStandardOutput()).split('\n')) {
        const auto match = step.match(line);
        if (match.hasMatch())
            lines << match.captured(1);
    }
    return lines;
}

} // namespace

class TestWordingParity : public QObject
{
    Q_OBJECT

private:
    // Techniques seen per language, over all files.
    std::map<QString, std::set<core::Technique>> m_seen;

private slots:
    void cliLineIsTheStepsTabLine_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("naming");
        for (const char *language : { "en", "de", "ja" })
            for (const char *file : { "nytimes_easy.txt", "nytimes_hard.txt", "norvig_top95.txt",
                     "sudoklify_16x16.txt" })
                QTest::addRow("%s %s", language, file)
                    << QStringLiteral(SUDOKU_TEST_DATA "/") + QLatin1String(file)
                    << QString::fromLatin1(language) << QStringLiteral("letter");
        QTest::addRow("en r1c1 norvig_top95.txt")
            << QStringLiteral(SUDOKU_TEST_DATA "/norvig_top95.txt") << QStringLiteral("en")
            << QStringLiteral("r1c1");
    }

    void cliLineIsTheStepsTabLine()
    {
        QFETCH(QString, file);
        QFETCH(QString, language);
        QFETCH(QString, naming);
        const QStringList cli = cliLines(file, language, naming);

        Appearance::applyLanguage(language);
        StepListModel model;
        QAbstractItemModelTester tester(&model);
        model.setCellNaming(naming == QLatin1String("r1c1") ? core::CellNaming::RowColumn
                                                            : core::CellNaming::Letter);
        const core::ParseResult parsed = core::readPuzzleFile(file.toStdString());
        QVERIFY(parsed.errors.empty());
        int k = 0;
        for (const core::Puzzle &puzzle : parsed.puzzles) {
            core::Board board = puzzle.board;
            board.fillCandidates();
            model.setSteps(core::solvePath(board), puzzle.board.geometry());
            for (int row = 0; row < model.rowCount(); ++row, ++k) {
                QVERIFY2(k < cli.size(), qPrintable(cli.value(0)));
                const QModelIndex index = model.index(row);
                QCOMPARE(cli[k], index.data(Qt::DisplayRole).toString());
                m_seen[language].insert(
                    static_cast<core::Technique>(index.data(StepListModel::TechniqueRole).toInt()));
            }
        }
        QCOMPARE(k, cli.size());
        QVERIFY(k > 1000);
    }

    // The paths above hold every technique the tutor finds on them, the same in every language:
    // singles, intersections, subsets, fish and finned fish, the link-based techniques and chains
    // (their Eureka notation, continuous loops too), ALS and ALS chains, Sue de Coq, the
    // rectangles and the forcing chains and nets. The trial no longer occurs on these paths
    // (forcing nets find every step top95 needs); its wording is covered by tests/wording.
    void everyTechniqueOccurred()
    {
        using core::Technique;
        const std::set<Technique> expected { Technique::FullHouse, Technique::NakedSingle,
            Technique::HiddenSingle, Technique::Pointing, Technique::Claiming, Technique::NakedPair,
            Technique::HiddenPair, Technique::NakedTriple, Technique::HiddenTriple,
            Technique::XWing, Technique::Skyscraper, Technique::TwoStringKite, Technique::XYWing,
            Technique::XYZWing, Technique::SimpleColoring, Technique::UniqueRectangle1,
            Technique::UniqueRectangle2, Technique::FinnedXWing, Technique::WWing,
            Technique::XChain, Technique::XYChain, Technique::AlternatingInferenceChain,
            Technique::AlsXZ, Technique::AlsXYWing, Technique::ForcingChain, Technique::ForcingNet,
            Technique::SueDeCoq, Technique::ContinuousNiceLoop, Technique::AlsAic };
        QStringList names;
        for (Technique t : m_seen[QStringLiteral("en")])
            names << StepWording::techniqueName(t);
        qInfo("techniques compared: %d (%s)", int(names.size()), qPrintable(names.join(", ")));
        for (Technique t : expected)
            QVERIFY2(
                m_seen[QStringLiteral("en")].count(t), qPrintable(StepWording::techniqueName(t)));
        QCOMPARE(m_seen[QStringLiteral("de")], m_seen[QStringLiteral("en")]);
        QCOMPARE(m_seen[QStringLiteral("ja")], m_seen[QStringLiteral("en")]);
    }
};

QTEST_MAIN(TestWordingParity)
#include "tst_wordingparity.moc"
