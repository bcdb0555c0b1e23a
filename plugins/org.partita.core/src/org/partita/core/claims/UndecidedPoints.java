package org.partita.core.claims;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.MoreReplications;

/**
 * The stopping rule of {@code replications N to M until decided}: another replication at every point where one of
 * the experiment's claims is still inconclusive and its runs are in steady state ({@link Claim#undecidedPoints}).
 * Claims about classes of jobs are decided once the run ends (the per-class results are not known between waves),
 * so they add no replication.
 */
public final class UndecidedPoints implements MoreReplications {

    private final List<? extends Claim> claims;

    public UndecidedPoints(List<? extends Claim> claims) {
        this.claims = List.copyOf(claims);
    }

    @Override
    public Set<Integer> points(ExperimentResult sofar) {
        Set<Integer> out = new TreeSet<>();
        for (Claim c : claims) {
            out.addAll(c.undecidedPoints(sofar));
        }
        return out;
    }
}
