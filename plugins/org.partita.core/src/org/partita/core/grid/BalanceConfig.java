package org.partita.core.grid;

import java.util.List;
import java.util.Map;

import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;

/**
 * Parameters of a {@code balance} stage (IPG-SaLaD §2.2, §3.2; digest §3.2–3.6). Loads are counted in tasks.
 *
 * @param policy         {@code none}, {@code rate-of-change}, {@code gradient}, {@code sid} or {@code cjd}
 * @param ht             HT: a PE with load ≥ HT is a source; only load above HT is given away
 * @param lt             LT: a PE with load ≤ LT is a sink
 * @param ct             CT: a PE with load &lt; CT asks for load whatever its DL (rate of change)
 * @param slice          time slice, seconds: a PE runs its tasks round robin, one slice each
 * @param interval       sample interval τ in slices (the paper: "a multiple of the time slice duration")
 * @param nd0            ND's initial value, seconds (the paper: "an arbitrary (positive) value")
 * @param ndWeight       weight of a new round-trip measurement in ND's moving average
 * @param criticalAmount tasks a CT-triggered request asks for at least
 * @param maxHops        how many times a request may be forwarded before it returns unfulfilled
 * @param latency        seconds per hop of a message; a bus (network of workstations) is one shared medium that
 *                       each message occupies for this long
 * @param transfer       further seconds per migrated task (on a bus, the medium is occupied for it too)
 * @param placement      where a job's tasks start: {@code uniform} (round robin over all PEs, from a rotating
 *                       start), {@code half} (round robin over the first half), {@code random} (uniform PE each)
 * @param spawn          probability that a finishing task spawns two children on its PE
 * @param generations    how many generations of children a job's tasks may spawn
 * @param dispatcher     the Central Job Dispatcher's reading: {@code node} (a node that serves every load report
 *                       and request in turn, the text) or {@code free} (no service time, reports once per interval)
 * @param dispatchTime   seconds the dispatcher node spends on each message it serves
 * @param forward        how far a Rate-of-Change request is forwarded: {@code sources} (through the known sources,
 *                       each PE at most once, until one serves or none is left, the text) or {@code hops} (at most
 *                       {@code maxHops} times)
 * @param tables         what fills a Rate-of-Change PE's source and sink tables beyond placements and the loads
 *                       messages carry: {@code scheduler} (the dynamic scheduler's current task allocation at each
 *                       of the PE's sample intervals, §3, the text) or {@code placement} (nothing more)
 * @param ndUpdate       when a Rate-of-Change PE updates its ND estimate: {@code load} (when load is received, §3.2.1,
 *                       the text) or {@code answer} (on the unfulfilled answer too)
 */
public record BalanceConfig(String policy, int ht, int lt, int ct, double slice, int interval, double nd0,
        double ndWeight, int criticalAmount, int maxHops, double latency, double transfer, String placement,
        double spawn, int generations, String dispatcher, double dispatchTime, String forward, String tables,
        String ndUpdate) {

    public static final List<String> POLICIES = List.of(GridPolicies.NONE_NAME, GridPolicies.RATE_OF_CHANGE_NAME,
            GridPolicies.GRADIENT_NAME, GridPolicies.SID_NAME, GridPolicies.CJD_NAME);
    /** Where a job's tasks start: spread over every processor, over the first half, or drawn at random. */
    public static final String UNIFORM = "uniform";
    public static final String HALF = "half";
    public static final String RANDOM_PLACEMENT = "random";
    public static final List<String> PLACEMENTS = List.of(UNIFORM, HALF, RANDOM_PLACEMENT);
    public static final List<String> DISPATCHERS = List.of("node", "free");
    public static final List<String> FORWARDS = List.of("sources", "hops");
    public static final String DEFAULT_FORWARD = "sources";
    public static final List<String> TABLES = List.of("scheduler", "placement");
    public static final String DEFAULT_TABLES = "scheduler";
    public static final List<String> ND_UPDATES = List.of("load", "answer");
    public static final String DEFAULT_ND_UPDATE = "load";

    /** The dispatcher's defaults: a node serving each message in one hop's default latency (ours). */
    public static final String DEFAULT_DISPATCHER = "node";
    public static final double DEFAULT_DISPATCH_TIME = 0.1;

    /** Settings with the defaults of the dispatcher and of forwarding. */
    public BalanceConfig(String policy, int ht, int lt, int ct, double slice, int interval, double nd0,
            double ndWeight, int criticalAmount, int maxHops, double latency, double transfer, String placement,
            double spawn, int generations) {
        this(policy, ht, lt, ct, slice, interval, nd0, ndWeight, criticalAmount, maxHops, latency, transfer,
                placement, spawn, generations, DEFAULT_DISPATCHER, DEFAULT_DISPATCH_TIME, DEFAULT_FORWARD);
    }

    /** Settings with the defaults of the Rate-of-Change tables and ND update. */
    public BalanceConfig(String policy, int ht, int lt, int ct, double slice, int interval, double nd0,
            double ndWeight, int criticalAmount, int maxHops, double latency, double transfer, String placement,
            double spawn, int generations, String dispatcher, double dispatchTime, String forward) {
        this(policy, ht, lt, ct, slice, interval, nd0, ndWeight, criticalAmount, maxHops, latency, transfer,
                placement, spawn, generations, dispatcher, dispatchTime, forward, DEFAULT_TABLES, DEFAULT_ND_UPDATE);
    }

    public BalanceConfig {
        String where = "balance " + policy + ": ";
        if (!POLICIES.contains(policy)) {
            throw new IllegalArgumentException("balance: unknown policy '" + policy + "'; available: "
                    + String.join(", ", POLICIES));
        }
        if (!(0 <= ct && ct <= lt && lt < ht)) {
            throw new IllegalArgumentException(where + "thresholds must satisfy 0 <= ct <= lt < ht, got ct " + ct
                    + ", lt " + lt + ", ht " + ht);
        }
        positive(where, "slice", slice);
        positive(where, "nd", nd0);
        if (interval < 1) {
            throw new IllegalArgumentException(where + "parameter 'interval' must be >= 1 slice, got " + interval);
        }
        if (!(ndWeight > 0 && ndWeight <= 1)) {
            throw new IllegalArgumentException(where + "parameter 'nd-weight' must be in (0, 1], got " + ndWeight);
        }
        if (criticalAmount < 1 || maxHops < 0 || generations < 0) {
            throw new IllegalArgumentException(where + "'critical-amount' must be >= 1 and 'max-hops', "
                    + "'generations' >= 0");
        }
        if (!(latency >= 0) || !(transfer >= 0) || Double.isInfinite(latency) || Double.isInfinite(transfer)) {
            throw new IllegalArgumentException(where + "'latency' and 'transfer' must be finite and >= 0");
        }
        if (!PLACEMENTS.contains(placement)) {
            throw new IllegalArgumentException(where + "parameter 'placement' must be one of "
                    + String.join(", ", PLACEMENTS) + ", got '" + placement + "'");
        }
        if (!(spawn >= 0 && spawn <= 1)) {
            throw new IllegalArgumentException(where + "parameter 'spawn' must be in [0, 1], got " + spawn);
        }
        if (!DISPATCHERS.contains(dispatcher)) {
            throw new IllegalArgumentException(where + "parameter 'dispatcher' must be one of "
                    + String.join(", ", DISPATCHERS) + ", got '" + dispatcher + "'");
        }
        if (!FORWARDS.contains(forward)) {
            throw new IllegalArgumentException(where + "parameter 'forward' must be one of "
                    + String.join(", ", FORWARDS) + ", got '" + forward + "'");
        }
        oneOf(where, "tables", TABLES, tables);
        oneOf(where, "nd-update", ND_UPDATES, ndUpdate);
        if (!(dispatchTime >= 0) || Double.isInfinite(dispatchTime)) {
            throw new IllegalArgumentException(where + "'dispatch-time' must be finite and >= 0, got "
                    + dispatchTime);
        }
    }

    private static void oneOf(String where, String name, List<String> words, String word) {
        if (!words.contains(word)) {
            throw new IllegalArgumentException(where + "parameter '" + name + "' must be one of "
                    + String.join(", ", words) + ", got '" + word + "'");
        }
    }

    private static void positive(String where, String name, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(where + "parameter '" + name + "' must be positive, got " + v);
        }
    }

    /** The defaults (ours: the paper gives no values), as the policies' descriptors declare them. */
    public static BalanceConfig defaults(String policy) {
        return of(new Stage(Family.BALANCE.word(), policy, Map.of()));
    }

    /** Reads a {@code balance} stage: each parameter with the default its descriptor declares. */
    public static BalanceConfig of(Stage s) {
        return new BalanceConfig(s.policy(), s.integer(p("ht")), s.integer(p("lt")), s.integer(p("ct")),
                s.number(p("slice")), s.integer(p("interval")), s.number(p("nd")), s.number(p("nd-weight")),
                s.integer(p("critical-amount")), s.integer(p("max-hops")), s.number(p("latency")),
                s.number(p("transfer")), s.word(p("placement")), s.number(p("spawn")), s.integer(p("generations")),
                s.word(p("dispatcher")), s.number(p("dispatch-time")), s.word(p("forward")), s.word(p("tables")),
                s.word(p("nd-update")));
    }

    private static Parameter p(String key) {
        return GridPolicies.balanceParameter(key);
    }

    /** The same settings with another policy (the no-balancing reference run of NP). */
    public BalanceConfig withPolicy(String p) {
        return new BalanceConfig(p, ht, lt, ct, slice, interval, nd0, ndWeight, criticalAmount, maxHops, latency,
                transfer, placement, spawn, generations, dispatcher, dispatchTime, forward, tables, ndUpdate);
    }

    /** The same settings with Rate of Change's tables filled another way ({@code scheduler} or {@code placement}). */
    public BalanceConfig withTables(String t) {
        return new BalanceConfig(policy, ht, lt, ct, slice, interval, nd0, ndWeight, criticalAmount, maxHops, latency,
                transfer, placement, spawn, generations, dispatcher, dispatchTime, forward, t, ndUpdate);
    }

    /** τ in seconds. */
    public double intervalSeconds() {
        return interval * slice;
    }
}
