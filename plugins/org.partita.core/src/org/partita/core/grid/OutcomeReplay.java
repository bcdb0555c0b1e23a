package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.CompletionLedger;
import org.partita.core.model.ModelContext;
import org.partita.core.sched.RunningJob;

/**
 * The jobs of a slice-based grid run ({@link BalancingSystem}, {@link SaladSystem}), told to the observers after the
 * run, in time order: completions, then arrivals, then starts at one instant, ties in job order. A job's allocation
 * is the distinct PEs its tasks were placed on.
 */
final class OutcomeReplay {

    final CompletionLedger ledger;
    final SimulationResult result;
    /** Whether each outcome's completion was measured. */
    final boolean[] measured;

    OutcomeReplay(ModelContext ctx, double horizon, int admitted, List<BalancingSystem.JobOutcome> out) {
        List<double[]> events = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            BalancingSystem.JobOutcome o = out.get(i);
            events.add(new double[] {o.job().submit(), 1, i});
            if (!Double.isNaN(o.start())) {
                events.add(new double[] {o.start(), 2, i});
            }
            if (!Double.isNaN(o.end())) {
                events.add(new double[] {o.end(), 0, i});
            }
        }
        events.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0])
                : a[1] != b[1] ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
        RunningJob[] running = new RunningJob[out.size()];
        measured = new boolean[out.size()];
        ledger = new CompletionLedger(ctx.config(), ctx.observers(), horizon);
        double now = 0;
        for (double[] e : events) {
            now = e[0];
            ledger.begin(now);
            int i = (int) e[2];
            BalancingSystem.JobOutcome o = out.get(i);
            Allocation alloc = new Allocation(o.job().id(), Arrays.stream(o.pes()).distinct().sorted().toArray(),
                    false, 1.0);
            if (e[1] == 1) {
                ledger.arrived(o.job(), now);
            } else if (e[1] == 2) {
                running[i] = new RunningJob(o.job(), alloc, o.start(), Double.NaN, Double.NaN);
                ledger.started(running[i], now);
            } else {
                running[i] = null;
                measured[i] = ledger.completed(new RunningJob(o.job(), alloc, o.start(), o.end(), o.end()), now);
            }
        }
        List<RunningJob> still = new ArrayList<>();
        for (RunningJob r : running) {
            if (r != null) {
                still.add(r);
            }
        }
        result = new SimulationResult(now, admitted, 0, ledger.started(), ledger.completed(), ledger.measured(),
                still, List.of(), AllocatorStats.NONE, 0);
        ledger.ended(result);
    }

    /** The instant of the last event. */
    double end() {
        return result.endTime();
    }
}
