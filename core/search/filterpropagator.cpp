#include "search/filterpropagator.h"

#include "board/gridrules.h"

namespace core {

namespace {

class SanSegundoFilterPropagator final : public Propagator
{
public:
    bool propagate(CandidateGrid &grid) override
    {
        gridrules::fixpoint(grid);
        return !grid.contradiction();
    }
};

} // namespace

std::shared_ptr<Propagator> makeSanSegundoFilterPropagator()
{
    return std::make_shared<SanSegundoFilterPropagator>();
}

} // namespace core
