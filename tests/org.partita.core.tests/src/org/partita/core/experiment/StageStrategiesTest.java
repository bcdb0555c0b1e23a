package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.partita.core.grid.BalanceConfig;
import org.partita.core.grid.GangConfig;
import org.partita.core.grid.Mapper;
import org.partita.core.malleable.MalleablePolicies;
import org.partita.core.malleable.SharePolicy;
import org.partita.core.model.Stage;
import org.partita.core.space.PartitionPolicy;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

/** The run models' stage policies are strategies: one descriptor and one factory each, which the language reads. */
class StageStrategiesTest {

    private static final List<Family> STAGES = List.of(Family.PARTITION, Family.SHARE, Family.MAPPING,
            Family.BALANCE);

    /** What the language reads (RunModels.descriptors) is each registered descriptor, in order, and nothing else. */
    @Test
    void theLanguagesStrategyDescriptorsAreViewsOfTheRegisteredDescriptors() {
        StrategyRegistry strategies = RunModels.standard().strategies();
        List<StrategyDescriptor> stageInfos = new ArrayList<>();
        for (StrategyDescriptor info : RunModels.standard().descriptors()) {
            if (RunModels.STAGE_KINDS.contains(info.family().word())) {
                stageInfos.add(info);
            }
        }
        List<StrategyDescriptor> views = new ArrayList<>();
        for (String kind : RunModels.STAGE_KINDS) {
            for (StrategyDescriptor d : strategies.descriptors(Family.of(kind))) {
                views.add(d);
                assertEquals(StrategyRegistry.BUILT_IN, strategies.origin(d.family(), d.name()), d.name());
            }
        }
        assertEquals(views, stageInfos);
        assertEquals(List.of("equipartition", "equal-efficiency", "pdpa", "equip++", "equal-eff++", "gang",
                "compress-join", "pdgs", "concurrent-gang", "ipg-gang"), RunModels.standard().names("share"));
        assertEquals(List.of("rate-of-change", "none", "gradient", "sid", "cjd"),
                RunModels.standard().names("balance"));
    }

    /** Each factory, given only defaults, makes what its model runs. */
    @Test
    void everyFactoryMakesWhatItsModelRuns() {
        StrategyRegistry strategies = RunModels.standard().strategies();
        for (Family f : STAGES) {
            for (StrategyDescriptor d : strategies.descriptors(f)) {
                Map<String, String> p = d.name().equals("fixed") ? Map.of("size", "8") : Map.of();
                Object made = strategies.create(f, d.name(), new StrategyContext(null, p, new SplittableRandom(1)));
                Class<?> expected = switch (f) {
                    case PARTITION -> PartitionPolicy.class;
                    case MAPPING -> Mapper.class;
                    case BALANCE -> BalanceConfig.class;
                    default -> d.name().endsWith("-gang") && !d.name().equals("gang") ? GangConfig.class
                            : SharePolicy.class;
                };
                assertInstanceOf(expected, made, d.name());
                if (made instanceof BalanceConfig b) {
                    assertEquals(d.name(), b.policy());
                }
                if (made instanceof GangConfig g) {
                    assertEquals(d.name().equals("concurrent-gang"), g.concurrent());
                }
            }
        }
        assertEquals(new PartitionPolicy.Adaptive(0.75), strategies.create(Family.PARTITION, "map",
                new StrategyContext(null, Map.of("f", "0.75"), null)));
    }

    /** The share stage of the malleable model: errors as the language and the users know them. */
    @Test
    void shareErrorsNameThePolicyAndWhatIsAvailable() {
        var unknown = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "concurrent-gang")));
        assertEquals("unknown share policy 'concurrent-gang'; available: equipartition, equal-efficiency, pdpa, "
                + "equip++, equal-eff++, gang, compress-join, pdgs", unknown.getMessage());
        var range = assertThrows(IllegalArgumentException.class,
                () -> MalleablePolicies.policy(Stage.of("share", "pdgs", "target", "2")));
        assertEquals("share pdgs: parameter 'target' must be in [0, 1], got 2", range.getMessage());
    }
}
