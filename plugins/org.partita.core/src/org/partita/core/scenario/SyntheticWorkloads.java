package org.partita.core.scenario;

import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.scenario.Scenario.SyntheticPlan;
import org.partita.core.space.JobStructure;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.IntDistribution;
import org.partita.core.workload.LoadConversions;
import org.partita.core.workload.RealDistribution;
import org.partita.core.workload.SyntheticWorkload;

/**
 * A {@link SyntheticPlan} at one sweep point as the core's {@link SyntheticWorkload}: the one place where a
 * written workload becomes distributions and an arrival rate, for the interpreter and generated code alike.
 *
 * <p>Arrival intensity: {@code load ρ} gives {@code λ = ρ·N/(m·r)} (Kim and Yoon §5; N processors, m mean
 * processors per job, r mean service time), or {@code λ = U·P/E[D]} when jobs have a structure (their service
 * time is the whole demand D: Dandamudi and Yu §3.2, Corbalán Fig. 3.3), {@code traffic TR} gives {@code λ = TR/E[S]} (Chang97 §3.4),
 * {@code rate} is λ itself. Inter-arrival times have mean 1/λ. Jobs are unbounded in number: a run ends by its
 * completion count or stop time.
 */
public final class SyntheticWorkloads {

    private SyntheticWorkloads() {
    }

    /** The workload of {@code plan} at {@code point} on a machine of {@code nodes} processors. */
    public static SyntheticWorkload create(SyntheticPlan plan, SweepPoint point, int nodes) {
        RealDistribution service = switch (plan.service()) {
            case "exponential" -> Distributions.exponential(plan.serviceMean().at(point));
            case "hyperexponential" -> Distributions.hyperExponential(plan.serviceMean().at(point),
                    plan.serviceCv().at(point));
            case "constant" -> Distributions.constant(plan.serviceMean().at(point));
            case "normal" -> Distributions.truncatedNormalService(plan.serviceMean().at(point),
                    plan.serviceCv().at(point));
            default -> throw new IllegalStateException("service " + plan.service());
        };
        IntDistribution sizes = switch (plan.distribution()) {
            case "uniform" -> "dimension".equals(plan.sizes()) ? Distributions.subcubes(plan.lo(), plan.hi())
                    : Distributions.uniformInt(plan.lo(), plan.hi());
            case "normal" -> "dimension".equals(plan.sizes())
                    ? Distributions.normalSubcubes(plan.mean().at(point), plan.sd().at(point), plan.lo(), plan.hi())
                    : Distributions.discretisedNormal(plan.mean().at(point), plan.sd().at(point), plan.lo(),
                            plan.hi());
            case "exponential" -> Distributions.exponentialSide(plan.mean().at(point), plan.lo(), plan.hi());
            default -> throw new IllegalStateException("sizes " + plan.distribution());
        };
        double meanProcessors = plan.dimensions() > 0 ? Math.pow(sizes.mean(), plan.dimensions()) : sizes.mean();
        double rate = switch (plan.intensity()) {
            case "load" -> plan.demandLoad()
                    ? LoadConversions.dandamudiYu(plan.intensityValue().at(point), nodes,
                            plan.serviceMean().at(point) + synchronisationWork(plan, point, sizes))
                    : LoadConversions.kimYoon(plan.intensityValue().at(point), nodes, meanProcessors,
                            plan.serviceMean().at(point));
            case "traffic" -> LoadConversions.changTrafficRatio(plan.intensityValue().at(point),
                    plan.serviceMean().at(point));
            case "rate" -> plan.intensityValue().at(point);
            default -> throw new IllegalStateException("intensity " + plan.intensity());
        };
        RealDistribution interArrival = "hyperexponential".equals(plan.arrivals())
                ? Distributions.hyperExponential(1 / rate, plan.arrivalCv().at(point))
                : Distributions.exponential(1 / rate);
        SyntheticWorkload w = plan.dimensions() > 0
                ? SyntheticWorkload.shaped(Long.MAX_VALUE, interArrival, service, sizes, plan.dimensions())
                : SyntheticWorkload.sized(Long.MAX_VALUE, interArrival, service, sizes);
        return w.withDirectives(plan.memoryBound().at(point), plan.commBound().at(point));
    }

    /**
     * The mean synchronisation work of a job of the plan's space-sharing structure (0 for rigid and malleable jobs):
     * the offered utilisation counts all the work a job creates (Dandamudi and Yu §3.2, §4.1), so that nominal and
     * measured utilisation agree.
     */
    public static double synchronisationWork(SyntheticPlan plan, SweepPoint point, IntDistribution sizes) {
        return countsSynchronisation(plan) ? JobStructure.of(structure(plan).resolve(point))
                .meanSynchronisationWork(sizes) : 0;
    }

    /** Whether a space-sharing structure's synchronisation work enters the load conversion of {@code plan}. */
    public static boolean countsSynchronisation(SyntheticPlan plan) {
        return plan.structure() != null && plan.dimensions() == 0
                && JobStructure.NAMES.contains(plan.structure().policy());
    }

    private static Stage structure(SyntheticPlan plan) {
        return new Stage(plan.structure().kind(), plan.structure().policy(), plan.structure().parameters());
    }
}
