#include "search/filterpropagator.h"

#include "board/candidategrid.h"
#include "board/gridrules.h"

namespace core {

std::shared_ptr<Propagator> makeSanSegundoFilterPropagator()
{
    return std::make_shared<BoardPropagator>([](Board &board) {
        CandidateGrid grid;
        grid.load(board, true);
        gridrules::fixpoint(grid);
        if (grid.contradiction())
            return false;
        grid.store(board);
        return true;
    });
}

} // namespace core
