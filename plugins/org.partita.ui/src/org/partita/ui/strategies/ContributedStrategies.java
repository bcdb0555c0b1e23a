package org.partita.ui.strategies;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyProvider;

/**
 * The strategies Eclipse plug-ins contribute through the extension point {@value #POINT}, each element
 * {@code <provider class="…"/>} naming a {@link StrategyProvider}. The core finds this provider as it finds any
 * other: this bundle registers as the core's buddy and names it in {@code META-INF/services}, so contributions are
 * read together with the other providers, the first time the language or a run asks for a strategy. A contribution
 * that cannot be created is logged and left out.
 */
public final class ContributedStrategies implements StrategyProvider {

    public static final String POINT = "org.partita.ui.strategies";

    @Override
    public List<Strategy> strategies() {
        List<Strategy> out = new ArrayList<>();
        IExtensionRegistry registry = Platform.getExtensionRegistry();
        if (registry == null) {
            return out;
        }
        for (IConfigurationElement e : registry.getConfigurationElementsFor(POINT)) {
            String what = "strategy provider " + e.getAttribute("class") + " of " + e.getContributor().getName();
            try {
                if (e.createExecutableExtension("class") instanceof StrategyProvider provider) {
                    out.addAll(provider.strategies());
                } else {
                    ILog.of(ContributedStrategies.class).error(what + " is not a " + StrategyProvider.class.getName());
                }
            } catch (Exception ex) {
                ILog.of(ContributedStrategies.class).error(what + " cannot be created: " + ex.getMessage(), ex);
            }
        }
        return out;
    }
}
