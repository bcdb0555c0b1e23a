package org.partita.core.grid;

import java.util.List;
import java.util.Map;

import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;

/**
 * Parameters of the {@code share concurrent-gang} and {@code share ipg-gang} stages (IPG-SaLaD §2.3, §3.3; digest
 * §4). The paper gives none of the values; the defaults are ours.
 *
 * @param concurrent    Concurrent Gang (local scheduling of idle and blocked slots) or plain gang
 * @param slice         slice length, seconds (the global clock period)
 * @param steps         simulation steps per slice (a task blocking mid-slice frees the rest of its slot)
 * @param rows          largest number of rows (slices in a period) of the trace diagram
 * @param alpha         α &gt; 1 of {@code Pr(T) = max(α λ_IO, λ_COMP)}
 * @param beta          β: parallel tasks of priority ≤ β are not run uncoordinated
 * @param smoothing     weight of the last slice in the exponentially smoothed grades of membership
 * @param taskClass     the tasks' behaviour: {@code io} (compute bursts then I/O waits), {@code compute} (compute
 *                      only), {@code sync} (compute bursts then a barrier with the job's other tasks)
 * @param burst         compute burst length, seconds of CPU
 * @param ioTime        I/O wait after each burst of an {@code io} task, seconds
 */
public record GangConfig(boolean concurrent, double slice, int steps, int rows, double alpha, double beta,
        double smoothing, String taskClass, double burst, double ioTime) {

    public static final List<String> CLASSES = List.of("io", "compute", "sync");

    public GangConfig {
        String where = "share " + (concurrent ? GridPolicies.CONCURRENT_GANG_NAME : GridPolicies.IPG_GANG_NAME) + ": ";
        if (!(slice > 0) || Double.isInfinite(slice) || !(burst > 0) || Double.isInfinite(burst)) {
            throw new IllegalArgumentException(where + "'slice' and 'burst' must be positive");
        }
        if (steps < 1 || rows < 1) {
            throw new IllegalArgumentException(where + "'steps' and 'rows' must be >= 1, got " + steps + " and "
                    + rows);
        }
        if (!(alpha > 1) || Double.isInfinite(alpha)) {
            throw new IllegalArgumentException(where + "parameter 'alpha' must be > 1 (the paper's α > 1), got "
                    + alpha);
        }
        if (!(beta >= 0 && beta <= 1)) {
            throw new IllegalArgumentException(where + "parameter 'beta' must be in [0, 1], got " + beta);
        }
        if (!(smoothing > 0 && smoothing <= 1)) {
            throw new IllegalArgumentException(where + "parameter 'smoothing' must be in (0, 1], got " + smoothing);
        }
        if (!CLASSES.contains(taskClass)) {
            throw new IllegalArgumentException(where + "parameter 'class' must be one of io, compute, sync, got '"
                    + taskClass + "'");
        }
        if (!(ioTime >= 0) || Double.isInfinite(ioTime)) {
            throw new IllegalArgumentException(where + "parameter 'io-time' must be finite and >= 0");
        }
    }

    /** The defaults (ours: the paper gives none), as the gang policies' descriptors declare them. */
    public static GangConfig defaults(boolean concurrent) {
        return of(new Stage(Family.SHARE.word(), concurrent ? GridPolicies.CONCURRENT_GANG_NAME
                : GridPolicies.IPG_GANG_NAME, Map.of()), concurrent);
    }

    /** Reads a gang {@code share} stage: each parameter with the default its descriptor declares. */
    public static GangConfig of(Stage s, boolean concurrent) {
        return new GangConfig(concurrent, s.number(p("slice")), s.integer(p("steps")), s.integer(p("rows")),
                s.number(p("alpha")), s.number(p("beta")), s.number(p("smoothing")), s.word(p("class")),
                s.number(p("burst")), s.number(p("io-time")));
    }

    private static Parameter p(String key) {
        return GridPolicies.gangParameter(key);
    }

    /** The local task scheduler's priority of a task, equation (1): {@code Pr(T) = max(α λ_IO, λ_COMP)}. */
    public double priority(double lambdaIo, double lambdaComp) {
        return Math.max(alpha * lambdaIo, lambdaComp);
    }

    public GangConfig withTaskClass(String c) {
        return new GangConfig(concurrent, slice, steps, rows, alpha, beta, smoothing, c, burst, ioTime);
    }

    public GangConfig withConcurrent(boolean c) {
        return new GangConfig(c, slice, steps, rows, alpha, beta, smoothing, taskClass, burst, ioTime);
    }
}
