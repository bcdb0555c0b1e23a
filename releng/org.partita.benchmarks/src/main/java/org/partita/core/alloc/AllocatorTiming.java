package org.partita.core.alloc;

import java.util.Locale;

/**
 * Hand-run sanity check of the benchmark workload without JMH: prints mean microseconds and deterministic search
 * steps per churn step for each strategy and mesh side. Usage: {@code AllocatorTiming [steps] [strategy...]}.
 */
public final class AllocatorTiming {

    public static void main(String[] args) {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        String[] names = args.length > 1 ? java.util.Arrays.copyOfRange(args, 1, args.length)
                : new String[] {"first-fit", "adaptive-scan", "busy-list", "free-submesh-list", "mbs"};
        System.out.println("strategy,side,us_per_step,steps_per_step");
        for (String n : names) {
            for (int side : new int[] {16, 64, 256, 512}) {
                AllocationChurn c = new AllocationChurn(n, side, 42);
                for (int i = 0; i < steps / 4; i++) {
                    c.step();
                }
                long s0 = c.allocator.stats().searchSteps();
                long t0 = System.nanoTime();
                for (int i = 0; i < steps; i++) {
                    c.step();
                }
                long t = System.nanoTime() - t0;
                long s = c.allocator.stats().searchSteps() - s0;
                System.out.println(String.format(Locale.ROOT, "%s,%d,%.2f,%.1f", n, side, t / 1e3 / steps,
                        (double) s / steps));
            }
        }
    }
}
