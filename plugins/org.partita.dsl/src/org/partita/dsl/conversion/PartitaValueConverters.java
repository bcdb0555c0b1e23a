package org.partita.dsl.conversion;

import java.math.BigInteger;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.INTValueConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Value conversion of the terminals: a whole number too large for the language's counts and sizes says so, with the
 * largest value allowed, instead of the Java parser's {@code For input string: "99999999999"}.
 */
public class PartitaValueConverters extends DefaultTerminalConverters {

    private final INTValueConverter intConverter = new INTValueConverter() {
        @Override
        public Integer toValue(String string, INode node) {
            if (string != null && string.chars().allMatch(Character::isDigit) && !string.isEmpty()
                    && new BigInteger(string).compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
                throw new ValueConverterException("'" + string + "' is too large: a whole number here (a count, a "
                        + "size, a seed) is at most " + Integer.MAX_VALUE, node, null);
            }
            return super.toValue(string, node);
        }
    };

    @Override
    @ValueConverter(rule = "INT")
    public IValueConverter<Integer> INT() {
        return intConverter;
    }
}
