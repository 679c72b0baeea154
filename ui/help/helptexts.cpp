#include "help/helptexts.h"

#include "wording/stepwording.h"

using core::Technique;

namespace {

// The size of a subset or a fish (2, 3 or 4), 0 for the other techniques.
int sizeOf(Technique t)
{
    switch (t) {
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::XWing:
    case Technique::FinnedXWing:
    case Technique::SashimiXWing:
        return 2;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::Swordfish:
    case Technique::FinnedSwordfish:
    case Technique::SashimiSwordfish:
        return 3;
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
    case Technique::Jellyfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiJellyfish:
        return 4;
    default:
        return 0;
    }
}

// The plain fish a finned or sashimi one is built on.
Technique baseFish(Technique t)
{
    const int size = sizeOf(t);
    return size == 2 ? Technique::XWing : size == 3 ? Technique::Swordfish : Technique::Jellyfish;
}

} // namespace

QString HelpTexts::whatItIs(Technique t)
{
    const int n = sizeOf(t);
    switch (t) {
    case Technique::FullHouse:
        return tr("When a row, column or box has only one empty cell left, that cell takes the one "
                  "digit the unit is still missing.");
    case Technique::NakedSingle:
        return tr("A cell with a single candidate left: the digits in its row, column and box rule "
                  "out all the others, so the remaining digit goes there.");
    case Technique::HiddenSingle:
        return tr("A digit with only one place left in a row, column or box: every other cell of "
                  "the unit is filled or sees that digit already. The cell may have other "
                  "candidates, but this digit must go there.");
    case Technique::Pointing:
        return tr("When all candidates of a digit inside a box lie in one row (or column), the "
                  "digit of that box is in that line. So the line's other cells, outside the box, "
                  "cannot hold it: those candidates are removed.");
    case Technique::Claiming:
        return tr("The reverse of Pointing: when all candidates of a digit in a row (or column) "
                  "lie in one box, the line's digit is in that box. The digit is removed from the "
                  "box's other cells, outside the line.");
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return tr("In one unit, %1 cells hold only %1 different candidates between them (not every "
                  "cell needs all of them). These %1 digits must fill exactly these cells, so they "
                  "are removed from every other cell of the unit.")
            .arg(n);
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return tr("In one unit, %1 digits can only go into the same %1 cells. These cells must "
                  "hold exactly these digits, so every other candidate in them is removed.")
            .arg(n);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        return tr(
            "A pattern of one digit (a fish): in %1 rows, its candidates lie in only the same "
            "%1 columns. The digit must be placed once in each of these rows, so it takes one "
            "cell in each of the %1 columns, and is removed from the rest of those columns. "
            "The same works with rows and columns swapped.")
            .arg(n);
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish:
        return tr("Like %1, but one base line has extra candidates (the fin), all in one box. "
                  "Either the fish holds or the fin is true: a cell that the fish would clear and "
                  "that also sees the fin loses the digit in both cases.")
            .arg(StepWording::techniqueName(baseFish(t)));
    case Technique::SashimiXWing:
    case Technique::SashimiSwordfish:
    case Technique::SashimiJellyfish:
        return tr("A finned %1 with a corner of the fish itself missing: the fin stands in for it. "
                  "The reasoning is the same: the cells that the fish would clear and that see "
                  "the fin lose the digit.")
            .arg(StepWording::techniqueName(baseFish(t)));
    case Technique::Skyscraper:
        return tr("Two parallel lines in which a digit has exactly two places each (strong links), "
                  "with one end of each in the same cross line. One of the two other ends must "
                  "hold the digit, so a cell that sees both of them loses it.");
    case Technique::TwoStringKite:
        return tr("A digit with exactly two places in a row and exactly two in a column, where one "
                  "end of the row and one end of the column sit in the same box. Then one of the "
                  "two far ends holds the digit: a cell that sees both far ends loses it.");
    case Technique::TurbotFish:
        return tr("A chain of four nodes on one digit: a strong link, a weak link, a strong link. "
                  "A node may be a group of cells in a box. One of the two ends is true, so a cell "
                  "that sees both ends loses the digit. Skyscraper and 2-String Kite are special "
                  "cases of it.");
    case Technique::XYWing:
        return tr(
            "Three cells with two candidates each: a pivot XY, and two pincers XZ and YZ that "
            "each see the pivot. Whatever the pivot holds, one pincer becomes Z, so a cell "
            "that sees both pincers cannot be Z.");
    case Technique::XYZWing:
        return tr("Like the XY-Wing, but the pivot holds all three digits XYZ. One of the three "
                  "cells must be Z, so only a cell that sees the pivot and both pincers loses Z.");
    case Technique::WWing:
        return tr("Two cells with the same two candidates XY that do not see each other, joined by "
                  "a strong link on X: in some unit X has only two places, one seen by each cell. "
                  "So one of the two cells is Y, and a cell that sees both loses Y.");
    case Technique::SimpleColoring:
        return tr(
            "Follow one digit along its strong links (units where it has exactly two places) "
            "and colour the cells alternately in two colours: one colour is the truth. If two "
            "cells of one colour see each other, that colour is false; a cell that sees both "
            "colours loses the digit.");
    case Technique::UniqueRectangle1:
        return tr("A puzzle with one solution has no deadly pattern: four cells in two rows, two "
                  "columns and two boxes holding only the same two digits, which could be swapped. "
                  "When three corners hold just such a pair, the fourth must hold something else: "
                  "the pair's digits are removed from it.");
    case Technique::UniqueRectangle2:
        return tr("A unique rectangle whose two floor cells hold only the pair XY, and whose two "
                  "roof cells hold XY and the same extra digit Z. To avoid the deadly pattern one "
                  "roof cell is Z, so a cell that sees both roof cells loses Z.");
    case Technique::UniqueRectangle3:
        return tr("A unique rectangle whose roof cells have extra digits: together they act as one "
                  "cell holding those extras, and with other cells of their unit they form a naked "
                  "subset. The subset's digits are removed from the rest of that unit.");
    case Technique::UniqueRectangle4:
        return tr("A unique rectangle where one pair digit X has no place in the roof's unit but "
                  "the two roof cells (a strong link). X is in one of them, and Y in the other "
                  "would complete the deadly pattern: Y is removed from both roof cells.");
    case Technique::HiddenRectangle:
        return tr("A rectangle with one corner holding only XY. If in the row and the column of "
                  "the opposite corner X has no places but the rectangle's corners (strong links), "
                  "the opposite corner cannot be Y: that would force the deadly pattern.");
    case Technique::BugPlusOne:
        return tr(
            "Bivalue Universal Grave: if every open cell had exactly two candidates and every "
            "digit two places in each unit, the puzzle would have two solutions. When all "
            "cells but one are like that, the extra cell must take the digit that appears "
            "three times in its units.");
    case Technique::RemotePair:
        return tr("A chain of cells with the same two candidates, each seeing the next. The two "
                  "digits alternate along the chain, so cells an odd number of links apart hold "
                  "different digits: a cell that sees two such cells can hold neither digit.");
    case Technique::XChain:
        return tr("A chain on one digit that alternates strong links (the only two places in a "
                  "unit) and weak links (two cells that see each other), with a strong link at "
                  "both ends. One end holds the digit, so a cell that sees both ends loses it. "
                  "Nodes may be groups of cells in a box.");
    case Technique::XYChain:
        return tr("A chain of cells with two candidates each, every cell seeing the next and "
                  "sharing a digit with it. If the first cell is not Z, the chain forces the last "
                  "to be Z: one of the ends is Z, and a cell that sees both loses Z.");
    case Technique::AlternatingInferenceChain:
        return tr(
            "The general chain: its nodes are candidates or groups, its links alternate "
            "strong (at least one end is true) and weak (at most one is true), and may change "
            "digit within a cell or a unit. With strong links at both ends one end is true, "
            "and what sees both loses the digit. A closed loop (a nice loop) makes every "
            "weak link in it strong.");
    case Technique::AlsXZ:
        return tr("An almost locked set (ALS) is N cells of one unit with N+1 candidates. Two ALS "
                  "share a restricted common digit X when every X of one sees every X of the "
                  "other: at most one holds X. If they also share a digit Z, one of them holds "
                  "Z, so a cell that sees every Z of both sets loses Z. With two restricted common "
                  "digits (doubly linked) both sets are locked.");
    case Technique::AlsXYWing:
        return tr("An XY-Wing made of almost locked sets: a pivot set C shares the restricted "
                  "common digit X with a set A and Y with a set B. If neither A nor B held their "
                  "common digit Z, both would be locked and take X and Y away from C, leaving C "
                  "too few digits. So A or B holds Z: a cell that sees every Z of both loses Z.");
    case Technique::SueDeCoq:
        return tr("Where a box meets a row or a column, two or three cells hold two digits more "
                  "than cells. Add cells from the rest of the line and from the rest of the box, "
                  "with no digit in common between the two parts, so that all the cells together "
                  "hold exactly as many digits as there are cells. Then each of these digits is "
                  "in them once: a digit the box's part lacks lies in the line and goes from the "
                  "rest of it, a digit the line's part lacks lies in the box and goes from the "
                  "rest of the box.");
    case Technique::ContinuousNiceLoop:
        return tr("An alternating chain that closes on itself, strong and weak links taking "
                  "turns all the way round. Then every weak link holds exactly one true end too: "
                  "a candidate that sees both ends of any weak link goes, and where the loop "
                  "changes digit inside a cell, the cell's other digits go. Nodes may be groups "
                  "of cells in a box. One such loop does the work of several AICs.");
    case Technique::AlsAic:
        return tr("An alternating inference chain whose nodes may be almost locked sets (N cells "
                  "of one unit with N+1 digits). The chain enters a set by one digit (a weak "
                  "link: that digit is gone from the set) and leaves it by another, which the "
                  "locked set then holds. ALS-XZ and ALS-XY-Wing are its shortest forms. As in "
                  "every AIC, one of the ends is true, so what sees both loses the digit; a "
                  "closed loop makes every weak link strong.");
    case Technique::DeathBlossom:
        return tr("A stem cell, and for each of its candidates an almost locked set (a petal) "
                  "whose every copy of that candidate sees the stem; all petals share a digit Z "
                  "that the stem does not hold. Whatever the stem holds, one petal loses that "
                  "digit and is locked on the others, Z among them: a cell that sees every Z of "
                  "all the petals loses Z.");
    case Technique::FrankenFish:
        return tr("A fish whose base or cover sets include boxes: n base sets (rows and boxes) "
                  "whose candidates of a digit all lie in n cover sets (columns and boxes), or "
                  "the same with rows and columns swapped. Each base set holds the digit once, "
                  "in different cells, and each cover set at most once: so the cover sets take "
                  "exactly the base sets' digits, and the digit goes from the cover sets' other "
                  "cells.");
    case Technique::FinnedFrankenFish:
    case Technique::FinnedMutantFish:
        return tr("Like %1, with fins: base candidates outside every cover set, or in two base "
                  "sets at once (where a box crosses a line). Either a fin is true, or the fish "
                  "holds: only the cover cells that also see every fin lose the digit.")
            .arg(StepWording::techniqueName(t == Technique::FinnedFrankenFish
                    ? Technique::FrankenFish
                    : Technique::MutantFish));
    case Technique::MutantFish:
        return tr("The most general fish: n base sets and n cover sets, each a row, a column or a "
                  "box in any mix (a row and a column among the base sets, say). If the base "
                  "sets' candidates of a digit all lie in the cover sets, the cover sets take "
                  "exactly the base sets' digits, and the digit goes from their other cells; a "
                  "base cell inside two cover sets goes too.");
    case Technique::KrakenFish:
        return tr("A finned fish whose fins do not all see the cell to clear: instead, each fin, "
                  "if true, leads by a chain to that cell being false. Either no fin is true and "
                  "the fish clears the cell, or one is and its chain does: the digit goes.");
    case Technique::MultiSectorLockedSet:
        return tr("Some rows cross some columns in N cells. A digit can fill at most as many of "
                  "those cells as the rows it appears in there, or as the columns; take the "
                  "smaller for each digit. When these limits add up to exactly N, every one is "
                  "reached: a digit limited by its rows is inside the cells in each of those "
                  "rows and leaves their other cells, and likewise for the columns.");
    case Technique::ForcingChain:
        return tr("The last logical resort: follow the consequences of every candidate of a cell, "
                  "of every place of a digit in a unit, or of one candidate true and false. If all "
                  "branches lead to the same result, it holds; if an assumption leads to a "
                  "contradiction, it is false. Each branch is shown as a chain.");
    case Technique::ForcingNet:
        return tr("A forcing chain whose branches need several lines of reasoning at once: a step "
                  "in a branch uses more than one earlier conclusion (a net). Harder to follow, "
                  "but every link is still shown.");
    case Technique::RReduction:
        return tr("Zhe Chen's rule behind the singles and subsets: in a unit, r cells whose "
                  "candidates together are exactly r digits take those digits, and the unit's "
                  "other cells lose them (r = 1 is a single placed).");
    case Technique::Trial:
        return tr("Assume a digit, fill in the singles that follow, and see whether the board runs "
                  "into a contradiction: if it does, the digit is wrong. The tutor keeps this only "
                  "as a fallback; forcing chains explain such steps link by link.");
    // Issue 35's patterns.
    case Technique::EmptyRectangle:
        return tr("A box whose candidates for a digit all lie in one of its rows and one of its "
                  "columns (the rest of the box is the empty rectangle): the box's digit is in "
                  "that row or that column. With a strong link (a line where the digit has only "
                  "two places) that starts in the row, the digit is either at the link's far end "
                  "or in the box's column: a cell that sees both loses it. The same with rows and "
                  "columns swapped.");
    case Technique::MultiColoring:
        return tr("Colour a digit's conjugate pairs as in Simple Colouring, but in two separate "
                  "clusters. If a colour of one cluster sees a colour of the other, they are not "
                  "both true, so one of the two opposite colours is: a cell that sees both of "
                  "those loses the digit. If a colour sees both colours of the other cluster, it "
                  "is false and goes.");
    case Technique::Medusa3D:
        return tr("Colouring over all digits: a cell with two candidates and a unit where a digit "
                  "has two places both join two candidates of which one is true, so the chained "
                  "candidates take two colours. A colour is false when it would put two "
                  "candidates in one cell, a digit twice in a unit, or leave some cell empty; "
                  "then the other colour is placed. A candidate ruled out by both colours, in its "
                  "cell or by its digit's peers, goes.");
    case Technique::UniqueRectangle5:
        return tr("A unique rectangle where two diagonal corners, or three corners, hold the pair "
                  "XY and the same one extra digit Z, and the rest only XY. One of the corners "
                  "with Z must be Z, or the deadly pattern would remain: a cell that sees all of "
                  "them loses Z. Like every uniqueness technique, it assumes the puzzle has one "
                  "solution.");
    case Technique::UniqueRectangle6:
        return tr("A unique rectangle whose two diagonal corners hold only XY, while in both of "
                  "its rows (or both columns) X has no other place: an X-Wing on the corners. X "
                  "is on one diagonal; on the other it would leave Y on the first and complete "
                  "the deadly pattern. So X is removed from the two corners with extra digits.");
    case Technique::AvoidableRectangle1:
        return tr("Like a unique rectangle, but with solved cells: values the player or the "
                  "tutor entered, not givens, can still be swapped. When three corners were "
                  "solved as X, Y and X crosswise, the fourth corner cannot be Y, or the four "
                  "could be swapped and the puzzle would have two solutions.");
    case Technique::AvoidableRectangle2:
        return tr("An avoidable rectangle with two solved corners X and Y in one line (not "
                  "givens); across from them the open corners hold X and Z, and Y and Z. Without "
                  "Z they would complete a swappable pattern, so one of them is Z: a cell that "
                  "sees both loses Z.");
    case Technique::BugType2:
        return tr("Like BUG+1, but several cells have a third candidate, the same digit Z in "
                  "every one of them. Without it the grid would be a BUG, so one of those cells "
                  "is Z, and a cell that sees all of them loses Z.");
    case Technique::BugType3:
        return tr("The cells with extra candidates of a near BUG all lie in one unit. One of them "
                  "holds an extra digit, so together they act as one cell holding the extra "
                  "digits, which can form a naked subset with other cells of the unit: the "
                  "subset's digits go from the unit's other cells.");
    case Technique::BugType4:
        return tr("Two cells with extra candidates in one unit, where a digit X of both cells' "
                  "pairs has no other place in the unit. One of the two takes its extra "
                  "candidate, so the other is X: each cell is X or its extra candidate, and its "
                  "other pair digit goes.");
    case Technique::Count_:
        break;
    }
    return {};
}

QString HelpTexts::whenToLook(Technique t)
{
    switch (t) {
    case Technique::FullHouse:
        return tr("Always first: after every placement, look at the units that are now nearly "
                  "full.");
    case Technique::NakedSingle:
        return tr("Where a cell's row, column and box together hold many different digits; with "
                  "pencil marks, any cell with one mark left.");
    case Technique::HiddenSingle:
        return tr("Take one digit at a time through the boxes: a digit already placed in many "
                  "boxes often has one spot left in the others.");
    case Technique::Pointing:
    case Technique::Claiming:
        return tr("When the singles run out: for each box and digit, check whether its candidates "
                  "line up, and for each line whether they stay in one box.");
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return tr("Units with several cells of few candidates: two cells with the same two "
                  "candidates are the easiest to see.");
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return tr("Digits with few places in a unit: when some digits fit only the same cells, "
                  "they hide among those cells' other marks.");
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
        return tr("A digit with few candidates left in several rows or columns: note the columns "
                  "of each row's candidates and look for rows that share them.");
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiXWing:
    case Technique::SashimiSwordfish:
    case Technique::SashimiJellyfish:
        return tr("When a fish almost fits but one line has a stray candidate or two in a box of "
                  "the pattern.");
    case Technique::Skyscraper:
    case Technique::TwoStringKite:
    case Technique::TurbotFish:
        return tr("A digit with several conjugate pairs (units where it has exactly two places): "
                  "look for two pairs joined at one end.");
    case Technique::XYWing:
    case Technique::XYZWing:
        return tr("Many cells with two candidates: take one as the pivot and look at the bivalue "
                  "cells it sees.");
    case Technique::WWing:
        return tr("Two cells with the same two candidates far apart: look for a conjugate pair of "
                  "one of their digits between them.");
    case Technique::SimpleColoring:
        return tr("A digit whose conjugate pairs connect into a network across the board.");
    case Technique::UniqueRectangle1:
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::HiddenRectangle:
        return tr("Bivalue cells with the same pair on the corners of a rectangle over two boxes. "
                  "Only in puzzles known to have exactly one solution.");
    case Technique::BugPlusOne:
        return tr("Late in a puzzle, when every open cell but one has exactly two candidates.");
    case Technique::RemotePair:
        return tr("Several cells with the same pair of candidates spread over the board.");
    case Technique::XChain:
        return tr("When the short one-digit patterns find nothing: trace a digit's conjugate pairs "
                  "into longer chains.");
    case Technique::XYChain:
        return tr("Many bivalue cells: follow them from cell to cell; an XY-Wing is the shortest "
                  "XY-Chain.");
    case Technique::AlternatingInferenceChain:
        return tr("Hard puzzles where the named patterns are used up: it joins single-digit links "
                  "and bivalue cells in one chain.");
    case Technique::AlsXZ:
    case Technique::AlsXYWing:
        return tr("Expert puzzles: look for small almost locked sets (a bivalue cell is one, a "
                  "pair of cells with three candidates is another) that share digits.");
    case Technique::SueDeCoq:
        return tr("A box-line intersection with two or three crowded cells, next to bivalue cells "
                  "(or small almost locked sets) in the same line and the same box that use up "
                  "its digits.");
    case Technique::ContinuousNiceLoop:
        return tr("When the two ends of a chain see each other: close it into a loop and look at "
                  "every weak link in it.");
    case Technique::AlsAic:
        return tr("When no plain chain works: small almost locked sets (two or three cells) act as "
                  "links where a bivalue cell or a conjugate pair is missing.");
    case Technique::DeathBlossom:
        return tr("A cell with two or three candidates, surrounded by small almost locked sets "
                  "that share a digit.");
    case Technique::FrankenFish:
    case Technique::FinnedFrankenFish:
    case Technique::MutantFish:
    case Technique::FinnedMutantFish:
        return tr("When the basic and finned fish find nothing: a digit whose candidates in a "
                  "box or two line up with some rows or columns.");
    case Technique::KrakenFish:
        return tr("When a finned fish almost works: its fins miss the cell to clear, but each fin "
                  "reaches it by a short chain.");
    case Technique::MultiSectorLockedSet:
        return tr("The hardest puzzles, early on: rows and columns with many givens, whose "
                  "crossing cells hold few digits between them.");
    case Technique::ForcingChain:
    case Technique::ForcingNet:
        return tr("Only when every simpler technique is stuck: start from a cell with two or three "
                  "candidates.");
    case Technique::RReduction:
        return tr("Not in hints: it shows in the Solver Lab's Chen method and in the ratings.");
    case Technique::Trial:
        return tr("Never on purpose: it is what remains when no chain is found.");
    // Issue 35's patterns.
    case Technique::EmptyRectangle:
        return tr("A digit with few candidates in a box, all in one row and one column of it, and "
                  "a conjugate pair in a line that crosses that row or column outside the box.");
    case Technique::MultiColoring:
        return tr("When Simple Colouring leaves a digit with several separate clusters of "
                  "conjugate pairs: look for two clusters whose cells see each other.");
    case Technique::Medusa3D:
        return tr("Hard puzzles with many bivalue cells and conjugate pairs: colour from a "
                  "bivalue cell across several digits, and look for clashes.");
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
        return tr("Bivalue cells with the same pair on the corners of a rectangle over two boxes. "
                  "Only in puzzles known to have exactly one solution.");
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
        return tr("Late in a puzzle, where cells you solved (not givens) sit on the corners of a "
                  "rectangle over two boxes. Only in puzzles known to have exactly one solution.");
    case Technique::BugType2:
    case Technique::BugType3:
    case Technique::BugType4:
        return tr("Late in a puzzle, when every open cell but a few has exactly two candidates.");
    case Technique::Count_:
        break;
    }
    return {};
}
