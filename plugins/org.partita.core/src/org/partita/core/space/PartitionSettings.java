package org.partita.core.space;

import org.partita.core.model.PolicyInfo;
import org.partita.core.model.Stage;
import org.partita.core.strategy.Parameter;

/**
 * A {@code partition} stage, read and checked against its {@link PolicyInfo}.
 *
 * @param policy    the sizing rule
 * @param eager     Eager Release (§2.4)
 * @param cap       partitions capped at the job's maximum parallelism
 * @param perJob    target size recomputed for every job (else once per scheduling pass)
 */
public record PartitionSettings(PartitionPolicy policy, boolean eager, boolean cap, boolean perJob) {

    /** Reads {@code stage}; unknown policies, parameters or words are errors naming them. */
    public static PartitionSettings of(Stage stage) {
        PolicyInfo info = null;
        for (PolicyInfo i : SpacePolicies.PARTITION) {
            if (i.name().equals(stage.policy())) {
                info = i;
            }
        }
        if (info == null || !stage.kind().equals("partition")) {
            throw new IllegalArgumentException("'" + stage + "' is not a space-sharing partition policy");
        }
        for (String p : stage.parameters().keySet()) {
            if (info.parameter(p) == null) {
                throw new IllegalArgumentException("partition " + info.name() + ": unknown parameter '" + p
                        + "'; known: " + String.join(", ", info.parameters().stream().map(Parameter::name)
                                .toList()));
            }
        }
        PartitionPolicy policy = switch (info.name()) {
            case "ap" -> PartitionPolicy.ap();
            case "map" -> PartitionPolicy.map(stage.number("f", 0.5));
            default -> {
                if (stage.parameters().get("size") == null) {
                    throw new IllegalArgumentException("partition fixed: parameter 'size' must be given");
                }
                yield new PartitionPolicy.Fixed(stage.integer("size", 1));
            }
        };
        return new PartitionSettings(policy, word(stage, info, "release").equals("eager"),
                word(stage, info, "cap").equals("yes"),
                info.parameter("recompute") == null || word(stage, info, "recompute").equals("job"));
    }

    private static String word(Stage stage, PolicyInfo info, String name) {
        Parameter p = info.parameter(name);
        String v = stage.word(name, p.defaultValue());
        if (!p.words().contains(v)) {
            throw new IllegalArgumentException("partition " + info.name() + ": parameter '" + name + "' must be "
                    + String.join(" or ", p.words()) + ", got '" + v + "'");
        }
        return v;
    }
}
