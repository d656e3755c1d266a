#include "common/big_unsigned.hpp"

namespace bn::big {

namespace {

void trim(Unsigned& a) {
    while (!a.empty() && a.back() == 0) a.pop_back();
}

// a = a * base^exponent, in steps of the largest power of base that fits a limb.
void multiply_by_power(Unsigned& a, std::uint32_t base, std::uint32_t step, int step_exponent, std::int64_t exponent) {
    for (; exponent >= step_exponent; exponent -= step_exponent) multiply_add(a, step, 0);
    for (; exponent > 0; --exponent) multiply_add(a, base, 0);
}

// a = a / divisor, returning the remainder.
std::uint32_t divide(Unsigned& a, std::uint32_t divisor) {
    std::uint64_t remainder = 0;
    for (std::size_t i = a.size(); i-- > 0;) {
        const std::uint64_t current = (remainder << 32) | a[i];
        a[i] = static_cast<std::uint32_t>(current / divisor);
        remainder = current % divisor;
    }
    trim(a);
    return static_cast<std::uint32_t>(remainder);
}

}  // namespace

Unsigned from_uint64(std::uint64_t v) {
    Unsigned a{static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(v >> 32)};
    trim(a);
    return a;
}

void multiply_add(Unsigned& a, std::uint32_t factor, std::uint32_t addend) {
    std::uint64_t carry = addend;
    for (auto& limb : a) {
        const std::uint64_t v = std::uint64_t{limb} * factor + carry;
        limb = static_cast<std::uint32_t>(v);
        carry = v >> 32;
    }
    if (carry != 0) a.push_back(static_cast<std::uint32_t>(carry));
    trim(a);
}

void multiply_by_power_of_ten(Unsigned& a, std::int64_t exponent) { multiply_by_power(a, 10, 1000000000, 9, exponent); }

void multiply_by_power_of_five(Unsigned& a, std::int64_t exponent) {
    multiply_by_power(a, 5, 1220703125, 13, exponent);
}

Unsigned shifted_left(const Unsigned& a, int bits) {
    if (a.empty()) return a;
    Unsigned out(static_cast<std::size_t>(bits / 32), 0);
    const int rest = bits % 32;
    std::uint32_t carry = 0;
    for (std::uint32_t limb : a) {
        out.push_back(rest == 0 ? limb : (limb << rest) | carry);
        carry = rest == 0 ? 0 : limb >> (32 - rest);
    }
    if (carry != 0) out.push_back(carry);
    return out;
}

void double_in_place(Unsigned& a) {
    std::uint32_t carry = 0;
    for (auto& limb : a) {
        const std::uint32_t top = limb >> 31;
        limb = (limb << 1) | carry;
        carry = top;
    }
    if (carry != 0) a.push_back(carry);
}

int bit_length(const Unsigned& a) {
    if (a.empty()) return 0;
    int bits = 32 * static_cast<int>(a.size() - 1);
    for (std::uint32_t top = a.back(); top != 0; top >>= 1) ++bits;
    return bits;
}

int compare(const Unsigned& a, const Unsigned& b) {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    for (std::size_t i = a.size(); i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

void subtract(Unsigned& a, const Unsigned& b) {
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::int64_t v = std::int64_t{a[i]} - (i < b.size() ? std::int64_t{b[i]} : 0) - borrow;
        borrow = v < 0 ? 1 : 0;
        a[i] = static_cast<std::uint32_t>(v + (borrow << 32));
    }
    trim(a);
}

std::string decimal_digits(Unsigned a) {
    // Nine digits per division, least significant first, then reversed.
    std::string reversed;
    while (!a.empty()) {
        std::uint32_t chunk = divide(a, 1000000000);
        for (int k = 0; k < 9 && (chunk != 0 || !a.empty()); ++k, chunk /= 10)
            reversed += static_cast<char>('0' + chunk % 10);
    }
    return std::string(reversed.rbegin(), reversed.rend());
}

}  // namespace bn::big
