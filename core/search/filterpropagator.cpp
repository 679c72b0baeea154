#include "search/filterpropagator.h"

#include "board/candidategrid.h"
#include "logic/sansegundofilter.h"

namespace core {

std::shared_ptr<Propagator> makeSanSegundoFilterPropagator()
{
    return std::make_shared<BoardPropagator>([](Board &board) {
        static const SanSegundoFilter filter; // immutable: shared by every thread
        CandidateGrid grid;
        grid.load(board, true);
        const FilterResult result = filter.run(grid);
        if (result.status == GridStatus::Contradiction)
            return false;
        grid.store(board);
        return true;
    });
}

} // namespace core
