package org.partita.core.malleable;

/**
 * Told of every change of a running application's processor count, in simulation order (tests and traces). The
 * first call for an application is its allocation at start ({@code before} = 0); its completion is not reported.
 */
@FunctionalInterface
public interface AllocationListener {

    /**
     * @param time   simulated time of the change
     * @param app    the application (its {@link RunningApp#allocation()} is already {@code after})
     * @param before processors before the change
     * @param after  processors after the change
     */
    void allocationChanged(double time, RunningApp app, int before, int after);
}
