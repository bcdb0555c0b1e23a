package org.partita.core.strategy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Strategies by family and name: each descriptor with its factory and where it comes from (the core, or the class
 * of the {@link StrategyProvider} that added it). A name, or an alias, may be taken once per family; a second one
 * is an error naming both origins. One registry holds every family ({@code experiment.StandardStrategies} puts the
 * default together: the core's providers, then the {@link #discovered()} ones); {@code alloc.AllocatorRegistry} is
 * the {@code allocate} family's view of it.
 */
public final class StrategyRegistry {

    /** The origin of the strategies written in the core. */
    public static final String BUILT_IN = "the core";

    private record Entry(Strategy strategy, String origin) {
    }

    private final Map<Family, Map<String, Entry>> entries = new EnumMap<>(Family.class);
    private final Map<Family, Map<String, String>> aliases = new EnumMap<>(Family.class);

    /** A registry with the strategies of {@code providers} only: for tests and embedding. */
    public static StrategyRegistry with(List<? extends StrategyProvider> providers) {
        return new StrategyRegistry().addAll(providers);
    }

    /**
     * The providers on the class path that loaded the core ({@link ServiceLoader}), found once per class loader:
     * on the command line, the jars of {@code PARTITA_CLASSPATH}. Inside OSGi (Equinox) the core's loader also reads
     * the bundles that declare {@code Eclipse-RegisterBuddy: org.partita.core} (its manifest's buddy policy).
     *
     * @throws IllegalStateException naming the provider when one cannot be loaded
     */
    public static List<StrategyProvider> discovered() {
        return Discovered.PROVIDERS;
    }

    private static final class Discovered {
        static final List<StrategyProvider> PROVIDERS = load();

        private static List<StrategyProvider> load() {
            List<StrategyProvider> out = new ArrayList<>();
            try {
                for (StrategyProvider p : ServiceLoader.load(StrategyProvider.class,
                        StrategyProvider.class.getClassLoader())) {
                    out.add(p);
                }
            } catch (ServiceConfigurationError e) {
                throw new IllegalStateException("cannot load a strategy provider: " + e.getMessage(), e);
            }
            return List.copyOf(out);
        }
    }

    /** Adds a built-in strategy. */
    public StrategyRegistry add(Strategy strategy) {
        return add(strategy, BUILT_IN);
    }

    /**
     * Adds {@code strategy} from {@code origin}.
     *
     * @throws IllegalArgumentException when its name or an alias is already taken in its family, naming both
     */
    public StrategyRegistry add(Strategy strategy, String origin) {
        StrategyDescriptor d = strategy.descriptor();
        Map<String, Entry> family = entries.computeIfAbsent(d.family(), f -> new LinkedHashMap<>());
        Map<String, String> alias = aliases.computeIfAbsent(d.family(), f -> new TreeMap<>());
        List<String> names = new ArrayList<>(List.of(d.name()));
        names.addAll(d.aliases());
        for (String n : names) {
            Entry taken = find(d.family(), n);
            if (taken != null || names.indexOf(n) != names.lastIndexOf(n)) {
                String other = taken == null ? origin : taken.origin();
                throw new IllegalArgumentException(d.family().word() + " strategy '" + n + "' of " + origin
                        + " clashes with the one of " + other);
            }
        }
        family.put(d.name(), new Entry(strategy, origin));
        for (String a : d.aliases()) {
            alias.put(a, d.name());
        }
        return this;
    }

    /** Adds every strategy of {@code provider}, its origin being the provider's class. */
    public StrategyRegistry addAll(StrategyProvider provider) {
        return addAll(provider, provider.getClass().getName());
    }

    /**
     * Adds every strategy of {@code provider} from {@code origin}: the core registers its own providers so, with
     * origin {@link #BUILT_IN}, and otherwise exactly as a provider found on the class path.
     */
    public StrategyRegistry addAll(StrategyProvider provider, String origin) {
        for (Strategy s : provider.strategies()) {
            add(s, origin);
        }
        return this;
    }

    /** Adds every strategy of every provider, in order. */
    public StrategyRegistry addAll(List<? extends StrategyProvider> providers) {
        for (StrategyProvider p : providers) {
            addAll(p);
        }
        return this;
    }

    private Entry find(Family family, String name) {
        Map<String, Entry> m = entries.get(family);
        if (m == null || name == null) {
            return null;
        }
        Entry e = m.get(name);
        if (e == null) {
            String target = aliases.getOrDefault(family, Map.of()).get(name);
            e = target == null ? null : m.get(target);
        }
        return e;
    }

    /** The strategy {@code name} (or alias) of {@code family}, or {@code null}. */
    public Strategy get(Family family, String name) {
        Entry e = find(family, name);
        return e == null ? null : e.strategy();
    }

    /** The descriptor of {@code name} (or alias) of {@code family}, or {@code null}. */
    public StrategyDescriptor descriptor(Family family, String name) {
        Entry e = find(family, name);
        return e == null ? null : e.strategy().descriptor();
    }

    public boolean contains(Family family, String name) {
        return find(family, name) != null;
    }

    /** {@link #BUILT_IN} or the class of the provider that added {@code name}; {@code null} when unknown. */
    public String origin(Family family, String name) {
        Entry e = find(family, name);
        return e == null ? null : e.origin();
    }

    /** The descriptors of {@code family} in registration order (the core's in documentation order, then added). */
    public List<StrategyDescriptor> descriptors(Family family) {
        return entries.getOrDefault(family, Map.of()).values().stream().map(e -> e.strategy().descriptor())
                .toList();
    }

    /** The names of {@code family}, sorted (aliases not included). */
    public List<String> names(Family family) {
        return List.copyOf(new TreeSet<>(entries.getOrDefault(family, Map.of()).keySet()));
    }

    /**
     * Creates strategy {@code name} of {@code family}. Its parameters are first checked against its descriptor
     * ({@link #validate}), the core's strategies' as a provider's: a wrapper also accepts those of its base.
     *
     * @throws IllegalArgumentException when the name is unknown or a parameter invalid
     */
    public Object create(Family family, String name, StrategyContext context) {
        Entry e = find(family, name);
        if (e == null) {
            throw new IllegalArgumentException("unknown " + family.word() + " strategy '" + name + "'; available: "
                    + String.join(", ", names(family)));
        }
        StrategyDescriptor d = e.strategy().descriptor();
        StrategyDescriptor base = base(d, context.parameters());
        validate(d, context.parameters(), base == null ? List.of() : base.parameters());
        return e.strategy().factory().create(context);
    }

    /**
     * The base a {@link StrategyDescriptor.Trait#WRAPPER wrapper} embeds with {@code parameters} (its {@code base}
     * parameter, else that parameter's default), when it is a registered strategy that is not itself a wrapper;
     * otherwise {@code null}, and the wrapper's factory says what is wrong with it.
     */
    private StrategyDescriptor base(StrategyDescriptor d, Map<String, String> parameters) {
        Parameter declared = d.parameter("base");
        if (!d.has(StrategyDescriptor.Trait.WRAPPER) || declared == null) {
            return null;
        }
        String name = parameters.getOrDefault("base", declared.defaultValue());
        StrategyDescriptor base = descriptor(d.family(), name == null ? null : name.trim());
        return base == null || base.has(StrategyDescriptor.Trait.WRAPPER) ? null : base;
    }

    /**
     * Checks {@code parameters} against {@code descriptor}: every key must be one of its parameters, every value
     * one of the parameter's words (any word when it lists none) or a number within its range (a whole number when
     * it is an integer). Messages name the strategy as its stage does ({@code rsr: unknown parameter(s) [x];
     * valid: …}, {@code queue discipline 'bypass': unknown parameter(s) x; valid: …},
     * {@code share pdgs: parameter 'target' must be in [0, 1], got 2}).
     *
     * @throws IllegalArgumentException naming the strategy, the parameter and what is valid
     */
    public static void validate(StrategyDescriptor descriptor, Map<String, String> parameters) {
        validate(descriptor, parameters, List.of());
    }

    /** {@link #validate(StrategyDescriptor, Map)}, also accepting {@code inherited} (a wrapper's base's). */
    private static void validate(StrategyDescriptor descriptor, Map<String, String> parameters,
            List<Parameter> inherited) {
        boolean queue = descriptor.family() == Family.QUEUE;
        String prefix = descriptor.owner() + ": ";
        Map<String, Parameter> accepted = new LinkedHashMap<>();
        descriptor.parameters().forEach(p -> accepted.put(p.name(), p));
        inherited.forEach(p -> accepted.putIfAbsent(p.name(), p));
        Set<String> valid = new TreeSet<>(accepted.keySet());
        Set<String> unknown = new TreeSet<>(parameters == null ? Set.of() : parameters.keySet());
        unknown.removeAll(valid);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException(prefix + "unknown parameter(s) "
                    + (queue ? String.join(", ", unknown) : unknown.toString()) + "; valid: "
                    + (valid.isEmpty() ? "none" : String.join(", ", valid)));
        }
        for (Parameter p : descriptor.parameters()) {
            if ((parameters == null || !parameters.containsKey(p.name())) && p.defaultValue() == null
                    && p.shownDefault() == null) {
                throw new IllegalArgumentException(prefix + "parameter '" + p.name() + "' is required");
            }
        }
        for (Parameter p : accepted.values()) {
            String v = parameters == null ? null : parameters.get(p.name());
            String why = v == null ? null : check(p, v.trim());
            if (why != null) {
                throw new IllegalArgumentException(prefix + "parameter '" + p.name() + "' " + why);
            }
        }
    }

    /** {@code null} when {@code v} is allowed for {@code p}, else why not. */
    private static String check(Parameter p, String v) {
        if (p.words().contains(v)) {
            return null;
        }
        if (!p.numeric()) {
            return p.words().isEmpty() ? null : "is '" + v + "', expected one of " + String.join(", ", p.words());
        }
        double r;
        try {
            r = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            r = Double.NaN;
        }
        if (Double.isNaN(r) || p.integer() && r != Math.rint(r)) {
            return "must be " + (p.integer() ? "an integer" : "a number")
                    + (p.words().isEmpty() ? "" : " (or " + String.join(", ", p.words()) + ")") + ", got '" + v + "'";
        }
        boolean belowMin = p.minOpen() ? r <= p.min() : r < p.min();
        if (belowMin || r > p.max()) {
            String range = Double.isInfinite(p.max()) ? (p.minOpen() ? "> " : ">= ") + fmt(p.min())
                    : "in " + (p.minOpen() ? "(" : "[") + fmt(p.min()) + ", " + fmt(p.max()) + "]";
            return "must be " + range + ", got " + v;
        }
        return null;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
